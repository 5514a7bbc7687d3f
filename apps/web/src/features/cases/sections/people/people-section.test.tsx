import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { smallCaseFiles } from '@coulisses/shared/test/small-case-files';
import { renderCaseSection } from '../../test/render-case-section';
import { afterAutosave, savedJson, useDraftSaves } from '../card/draft-saves';
import { PeopleSection } from './people-section';

/** The small case with its two suspects as people, named in each language. */
function filesWithPeople() {
  const files = smallCaseFiles();
  const scenario = JSON.parse(files['scenario.json']!) as Record<string, unknown>;
  files['scenario.json'] =
    `${JSON.stringify({ ...scenario, people: [{ id: 'apprentice' }, { id: 'widow' }] }, null, 2)}\n`;
  for (const [language, names] of [
    ['en', ['Tom', 'Ada']],
    ['fr', ['Tom', 'Ada']],
  ] as const) {
    const texts = JSON.parse(files[`texts.${language}.json`]!) as Record<string, unknown>;
    texts.people = {
      apprentice: { name: names[0], role: 'The apprentice' },
      widow: { name: names[1], role: 'The widow' },
    };
    files[`texts.${language}.json`] = `${JSON.stringify(texts, null, 2)}\n`;
  }
  return files;
}

describe('the people section', { timeout: 15_000 }, () => {
  const saves = useDraftSaves();
  afterEach(cleanup);

  it('renames a person everywhere: people, texts, and the “who” question’s choice and answer', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderCaseSection(<PeopleSection />, filesWithPeople());
    const [id] = screen.getAllByRole('textbox', { name: 'Id' });
    await user.clear(id!);
    await user.type(id!, 'clerk{Enter}');
    await afterAutosave(saves);
    expect(saves).toHaveLength(1);
    expect(savedJson(saves[0], 'scenario.json')).toMatchObject({
      people: [{ id: 'clerk' }, { id: 'widow' }],
      accusation: { questions: [{ id: 'who', choices: ['clerk', 'widow'], answer: 'clerk' }] },
    });
    for (const file of ['texts.en.json', 'texts.fr.json']) {
      const texts = savedJson(saves[0], file) as {
        people: object;
        accusation: { questions: { who: { choices: object } } };
      };
      expect(Object.keys(texts.people)).toEqual(['clerk', 'widow']);
      expect(Object.keys(texts.accusation.questions.who.choices)).toEqual(['clerk', 'widow']);
    }
  });

  it('refuses an id another person has, and keeps the old one', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderCaseSection(<PeopleSection />, filesWithPeople());
    const [id] = screen.getAllByRole('textbox', { name: 'Id' });
    await user.clear(id!);
    await user.type(id!, 'widow');
    expect(screen.getByText('“widow” is already taken.')).toBeTruthy();
    await user.tab();
    expect((id as HTMLInputElement).value).toBe('apprentice');
  });

  it('adds a person with a fresh id, named in each language', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderCaseSection(<PeopleSection />, smallCaseFiles());
    expect(screen.getByText(/lists no people/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a person' }));
    const person = screen.getByRole('listitem');
    expect((within(person).getByRole('textbox', { name: 'Id' }) as HTMLInputElement).value).toBe('person-1');
    await user.type(within(person).getByRole('textbox', { name: 'Name · French' }), 'Léa');
    await afterAutosave(saves);
    expect(savedJson(saves[0], 'scenario.json')).toMatchObject({ people: [{ id: 'person-1' }] });
    expect(savedJson(saves[0], 'texts.fr.json')).toMatchObject({ people: { 'person-1': { name: 'Léa' } } });
  });
});
