import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { smallCaseFiles } from '@coulisses/shared/test/small-case-files';
import { renderCaseSection } from '../../test/render-case-section';
import { CardSection } from './card-section';
import { afterAutosave, savedJson, useDraftSaves } from './draft-saves';

const input = (element: HTMLElement) => element as HTMLInputElement;
const button = (element: HTMLElement) => element as HTMLButtonElement;

/** The small case, declaring only `languages`. */
function filesIn(languages: string[]) {
  const files = smallCaseFiles();
  const scenario = JSON.parse(files['scenario.json']!) as Record<string, unknown>;
  files['scenario.json'] = `${JSON.stringify({ ...scenario, languages }, null, 2)}\n`;
  return files;
}

describe('the card section', { timeout: 15_000 }, () => {
  const saves = useDraftSaves();
  afterEach(cleanup);

  it('saves scenario.json alone when the duration changes', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderCaseSection(<CardSection />, smallCaseFiles());
    const duration = screen.getByRole('spinbutton', { name: 'Duration (minutes)' });
    await user.clear(duration);
    await user.type(duration, '45');
    await afterAutosave(saves);
    expect(saves).toHaveLength(1);
    expect(Object.keys(saves[0]!)).toEqual(['scenario.json']);
    expect(savedJson(saves[0], 'scenario.json')).toMatchObject({ durationMinutes: 45 });
  });

  it('adds Spanish as a copy of English, the first language, texts and markdown, and shows it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const files = smallCaseFiles();
    await renderCaseSection(<CardSection />, files);
    await user.click(screen.getByRole('button', { name: 'Add Spanish' }));
    await afterAutosave(saves);
    expect(saves).toHaveLength(1);
    const saved = saves[0]!;
    expect(savedJson(saved, 'scenario.json')).toMatchObject({ languages: ['en', 'fr', 'es'] });
    expect(saved['texts.es.json']).toBe(files['texts.en.json']);
    for (const name of [
      'introduction',
      'reveal',
      'unsolved',
      'debrief',
      'documents/ledger',
      'documents/confession',
    ])
      expect(saved[`${name}.es.md`], name).toBe(files[`${name}.en.md`]);
    expect(input(screen.getByRole('textbox', { name: 'Title · Spanish' })).value).toBe('The Clockmaker');
    expect(screen.getByText(/start as copies of the English ones/)).toBeTruthy();
  });

  it('keeps a translation written before when the language comes back', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const files = filesIn(['en']);
    await renderCaseSection(<CardSection />, files);
    await user.click(screen.getByRole('button', { name: 'Add French' }));
    await afterAutosave(saves);
    expect(saves).toHaveLength(1);
    expect(saves[0]!['texts.fr.json']).toBe(files['texts.fr.json']);
    expect(saves[0]!['introduction.fr.md']).toBeUndefined();
    expect(input(screen.getByRole('textbox', { name: 'Title · French' })).value).toBe('L’horloger');
  });

  it('removes French after asking, keeping its files, and declares English alone', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderCaseSection(<CardSection />, smallCaseFiles());
    await user.click(screen.getByRole('button', { name: 'Remove French' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove French?' });
    expect(dialog.textContent).toMatch(/files are kept, but no longer checked or served/);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await afterAutosave(saves);
    expect(saves).toHaveLength(1);
    expect(savedJson(saves[0], 'scenario.json')).toMatchObject({ languages: ['en'] });
    expect(Object.keys(saves[0]!)).toEqual(['scenario.json']);
    expect(screen.queryByRole('textbox', { name: 'Title · French' })).toBeNull();
    expect(button(screen.getByRole('button', { name: 'Remove English' })).disabled).toBe(true);
  });

  it('never removes the last language', async () => {
    await renderCaseSection(<CardSection />, filesIn(['fr']));
    expect(button(screen.getByRole('button', { name: 'Remove French' })).disabled).toBe(true);
    expect(screen.getByText('A case keeps at least one language.')).toBeTruthy();
  });

  it('makes a language the first', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderCaseSection(<CardSection />, smallCaseFiles());
    await user.click(screen.getByRole('button', { name: 'Make French the first' }));
    await afterAutosave(saves);
    expect(saves).toHaveLength(1);
    expect(savedJson(saves[0], 'scenario.json')).toMatchObject({ languages: ['fr', 'en'] });
  });

  it('shows the card, asking for its pitch and cover, once the case has one', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const files = {
      ...smallCaseFiles(),
      'images/poster.en.svg': 'PHN2Zy8+',
      'images/poster.fr.svg': 'PHN2Zy8+',
    };
    await renderCaseSection(<CardSection />, files);
    await user.click(screen.getByRole('switch', { name: 'Show a card in the library' }));
    expect(screen.getByRole('combobox', { name: 'Cover' }).textContent).toBe('images/poster.{lang}.svg');
    expect(screen.getAllByText('Missing in English').length).toBeGreaterThan(0);
    await afterAutosave(saves);
    expect(saves).toHaveLength(1);
    expect(savedJson(saves[0], 'scenario.json')).toMatchObject({
      card: { cover: 'images/poster.{lang}.svg', difficulty: 'medium', solo: true },
    });
  });

  it('is read-only for an installed case', async () => {
    const { container } = await renderCaseSection(<CardSection />, smallCaseFiles(), { installed: true });
    for (const input of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))
      if (input.getAttribute('aria-hidden') !== 'true')
        expect(input.disabled || input.readOnly, input.outerHTML).toBe(true);
    for (const button of screen.getAllByRole('button'))
      expect((button as HTMLButtonElement).disabled, button.textContent ?? '').toBe(true);
  });
});
