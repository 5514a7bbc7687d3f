import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { smallCaseFiles } from '@coulisses/shared/test/small-case-files';
import { api, http, HttpResponse, useMockApi } from '../../../../test/mock-api';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { fieldId } from '../../editor/case-fields';
import { runCaseCheck } from '../../editor/run-case-check';
import { renderCaseSection } from '../../test/render-case-section';
import { LocksSection } from './locks-section';

// Each test edits a case of its own: a test's last save, sent as it ends, is not the next one's.
let caseId = 'locks-0';
const saves: { id: string; files: Record<string, string | null> }[] = [];
const saveDraft = http.put(api('cases/:id/draft'), async ({ request, params }) => {
  const body = (await request.json()) as { files: Record<string, string | null> };
  saves.push({ id: String(params.id), files: body.files });
  return HttpResponse.json({ revision: saves.length + 1, savedAt: '2026-11-30T10:00:05.000Z' });
});

beforeEach(() => {
  caseId = `locks-${saves.length}-${Math.random().toString(36).slice(2, 8)}`;
  // Only the timeouts: the autosave's second and the checks' pause pass at once.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const PLAN = btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 60"><rect width="100" height="60" fill="#ccc"/></svg>',
);
const files = (): Record<string, string> => ({ ...smallCaseFiles(caseId), 'images/plan.svg': PLAN });
const render = (files: Record<string, string>, installed = false) =>
  renderCaseSection(<LocksSection />, files, { id: caseId, installed });

/** Lets `ms` of the editor's timers pass, then the requests and renders they start. */
async function passTime(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    await new Promise((resolve) => setImmediate(resolve));
  });
}

/** The files as the draft holds them once the autosave (a second after the last change) has run. */
async function savedFiles(): Promise<Record<string, string>> {
  const mine = () => saves.filter((save) => save.id === caseId);
  await passTime(1_100);
  // The save goes through the mock API: its promises settle between the timers.
  for (let tries = 0; tries < 200 && mine().length === 0; tries += 1) await passTime(10);
  expect(mine().length).toBeGreaterThan(0);
  const merged: Record<string, string | null> = { ...files() };
  for (const save of mine()) Object.assign(merged, save.files);
  return Object.fromEntries(
    Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== null),
  );
}

/** A field by the id a problem's link finds it by: far quicker than by its label in jsdom. */
const field = (file: string, path: string) => {
  const found = document.getElementById(fieldId(file, path));
  if (!found) throw new Error(`No field ${file} ${path}`);
  return found;
};
const set = (file: string, path: string, value: string) =>
  fireEvent.change(field(file, path), { target: { value } });
/** One text of lock-1 in both of the small case's languages. */
const both = (path: string, en: string, fr: string) => {
  set('texts.en.json', `locks.lock-1.${path}`, en);
  set('texts.fr.json', `locks.lock-1.${path}`, fr);
};
const choose = (path: string, option: string) => {
  fireEvent.mouseDown(field('scenario.json', `locks.1.${path}`));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
};

const FILL: Record<string, () => void> = {
  code: () => set('scenario.json', 'locks.1.answer', '2057'),
  text: () => both('answers.0', 'Moreau', 'Moreau'),
  choice: () => {
    both('choices.choice-1', 'Red', 'Rouge');
    both('choices.choice-2', 'Blue', 'Bleu');
    fireEvent.click(within(field('scenario.json', 'locks.1.answer')).getByLabelText('Blue'));
    set('scenario.json', 'locks.1.freeAttempts', '0');
  },
  order: () =>
    ['first', 'second', 'third'].forEach((word, position) => both(`items.item-${position + 1}`, word, word)),
  spot: () => {
    choose('image', 'images/plan.svg');
    both('image.title', 'The plan', 'Le plan');
    both('image.description', 'Three rooms', 'Trois pièces');
    both('regions.region-1', 'The desk', 'Le bureau');
  },
  match: () => {
    both('columns.left', 'People', 'Personnes');
    both('columns.right', 'Towns', 'Villes');
    both('left.left-1', 'Anna', 'Anna');
    both('left.left-2', 'Boris', 'Boris');
    both('right.right-1', 'Paris', 'Paris');
    both('right.right-2', 'Rome', 'Rome');
    choose('answer.left-1', 'Rome');
    choose('answer.left-2', 'Paris');
  },
};

describe('the locks section of the case editor', { timeout: 20_000 }, () => {
  useMockApi(saveDraft);

  it.each(Object.keys(FILL))('adds a %s lock, filled so that the checks pass, and saves it', async (kind) => {
    await render(files());
    fireEvent.click(screen.getByRole('button', { name: 'Add a lock' }));
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: kindName(kind) }));
    expect((field('scenario.json', 'locks.1.id') as HTMLInputElement).value).toBe('lock-1');
    fireEvent.click(within(field('scenario.json', 'locks.1.opens')).getByLabelText('The safe'));
    both('title', 'The drawer', 'Le tiroir');
    both('prompt', 'Open the drawer', 'Ouvrez le tiroir');
    FILL[kind]!();

    const saved = await savedFiles();
    expect(screen.queryByText(/⚠/)).toBeNull();
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    const scenario = JSON.parse(saved['scenario.json']!) as { locks: { id: string; kind: string }[] };
    expect(scenario.locks[1]).toMatchObject({ id: 'lock-1', kind, opens: ['safe'] });
    expect(runCaseCheck({ sequence: 1, id: caseId, files: saved }).problems).toEqual([]);
  });

  it('renames a lock and its texts in every language at once', async () => {
    await render(files());
    fireEvent.click(screen.getByRole('button', { name: /The safe/ }));
    const id = field('scenario.json', 'locks.0.id');
    fireEvent.change(id, { target: { value: 'vault-door' } });
    fireEvent.blur(id);
    const saved = await savedFiles();
    expect(JSON.parse(saved['scenario.json']!).locks[0].id).toBe('vault-door');
    for (const file of ['texts.en.json', 'texts.fr.json']) {
      const locks = JSON.parse(saved[file]!).locks as Record<string, unknown>;
      expect(Object.keys(locks)).toEqual(['vault-door']);
    }
    expect(runCaseCheck({ sequence: 1, id: caseId, files: saved }).problems).toEqual([]);
  });

  it('opens the lock a problem’s link names', async () => {
    const broken = files();
    const fr = JSON.parse(broken['texts.fr.json']!);
    delete fr.locks['safe-door'].prompt;
    broken['texts.fr.json'] = JSON.stringify(fr);
    await renderCaseSection(
      <>
        <LocksSection />
        <RevealLink file="texts.fr.json" field="locks.safe-door.prompt" />
      </>,
      broken,
      { id: caseId },
    );
    const heading = screen.getByRole('button', { name: /The safe/ });
    expect(heading.getAttribute('aria-expanded')).toBe('false');
    await passTime(300);
    within(heading).getByText(/1 problem/);
    fireEvent.click(screen.getByRole('button', { name: 'Show the problem' }));
    expect(heading.getAttribute('aria-expanded')).toBe('true');
    expect(field('texts.fr.json', 'locks.safe-door.prompt').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows an installed case read only', async () => {
    await render(files(), true);
    expect((screen.getByRole('button', { name: 'Add a lock' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /The safe/ }));
    const fields = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];
    expect(fields.length).toBeGreaterThan(5);
    for (const field of fields.filter(
      (each) => each.type !== 'hidden' && each.getAttribute('aria-hidden') !== 'true',
    ))
      expect(field.readOnly || field.disabled, field.id || field.name).toBe(true);
    for (const select of screen.getAllByRole('combobox'))
      expect(select.getAttribute('aria-disabled')).toBe('true');
    for (const name of ['Move up', 'Move down', 'Remove the lock', 'Add a hint', 'Remove hint 1'])
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled, name).toBe(true);
  });
});

function kindName(kind: string): RegExp {
  const names: Record<string, string> = {
    code: 'Code',
    text: 'Text answer',
    choice: 'Choice',
    order: 'Order',
    spot: 'Spot',
    match: 'Match',
  };
  return new RegExp(`^${names[kind]}`);
}

/** A problem's link, as the editor page draws one. */
function RevealLink({ file, field }: { file: string; field: string }) {
  const { reveal } = useCaseEditorContext();
  return (
    <button type="button" onClick={() => reveal(file, field)}>
      Show the problem
    </button>
  );
}
