import type { Language } from '@coulisses/shared/languages';
import type { LockKind, ScenarioLock, ScenarioTexts } from '@coulisses/shared/scenario/scenario.schema';
import type { CaseObjects } from '../../editor/case-content';
import { freshId, renameKey } from '../../editor/case-ids';

export type LockOf<K extends LockKind> = Extract<ScenarioLock, { kind: K }>;
export type LockTexts = ScenarioTexts['locks'][string];

/** The texts each kind keeps in texts.<lang>.json besides its title, prompt and hints. */
const KIND_TEXT_KEYS = [
  'answers',
  'choices',
  'items',
  'left',
  'right',
  'columns',
  'regions',
  'image',
] as const;

type LockBase = Pick<ScenarioLock, 'id' | 'in' | 'opens' | 'hints' | 'freeAttempts'>;

/**
 * A lock of `kind` on `base`'s common fields, with that kind's fields empty
 * (content/README.md, `locks[]`): the ids of its items given, the answer left to the author.
 */
export function lockOfKind(base: LockBase, kind: LockKind): ScenarioLock {
  const common = {
    id: base.id,
    in: base.in,
    opens: base.opens,
    hints: base.hints,
    ...(base.freeAttempts === undefined ? {} : { freeAttempts: base.freeAttempts }),
  };
  switch (kind) {
    case 'code':
      return { ...common, kind, answer: '' };
    case 'text':
      return { ...common, kind };
    case 'choice':
      return { ...common, kind, choices: ['choice-1', 'choice-2'], answer: '' };
    case 'order':
      return { ...common, kind, items: ['item-1', 'item-2', 'item-3'] };
    case 'spot':
      return {
        ...common,
        kind,
        image: '',
        regions: [{ id: 'region-1', x: 40, y: 40, width: 20, height: 20 }],
      };
    case 'match':
      return { ...common, kind, left: ['left-1', 'left-2'], right: ['right-1', 'right-2'], answer: {} };
  }
}

/**
 * The texts `kind` asks for besides the title and prompt, empty: the checks then point at each
 * field (a text lock's first answer, a spot lock's image title and description, a match lock's
 * column headings) rather than at the lock's texts as a whole.
 */
function emptyKindTexts(kind: LockKind): Partial<LockTexts> {
  switch (kind) {
    case 'text':
      return { answers: [''] };
    case 'spot':
      return { image: { title: '', description: '' } };
    case 'match':
      return { columns: { left: '', right: '' } };
    default:
      return {};
  }
}

/** A new lock's texts in one language: empty, for LocalisedTextField to flag as missing. */
export function emptyLockTexts(lock: ScenarioLock): LockTexts {
  return { title: '', prompt: '', hints: lock.hints.map(() => ''), ...emptyKindTexts(lock.kind) };
}

/** Whether the author has given this lock an answer a change of kind would lose. */
export function hasAnswer(lock: ScenarioLock, objects: CaseObjects): boolean {
  const texts = (language: Language) => objects.texts[language]?.locks[lock.id];
  const languages = objects.scenario.languages;
  switch (lock.kind) {
    case 'code':
      return lock.answer.trim() !== '';
    case 'choice':
      return lock.answer !== '';
    case 'text':
      return languages.some((language) =>
        (texts(language)?.answers ?? []).some((answer) => answer.trim() !== ''),
      );
    // The items' order is the answer: once they have words, the author wrote it.
    case 'order':
      return languages.some((language) => Object.values(texts(language)?.items ?? {}).some(Boolean));
    case 'spot':
      return lock.image !== '';
    case 'match':
      return Object.keys(lock.answer).length > 0;
  }
}

/** Replaces lock `index`'s kind-specific fields, and their texts in every language, by `kind`'s empty ones. */
export function changeKind(objects: CaseObjects, index: number, kind: LockKind): void {
  const lock = objects.scenario.locks[index];
  if (!lock || lock.kind === kind) return;
  const next = lockOfKind(lock, kind);
  objects.scenario.locks[index] = next;
  for (const language of objects.scenario.languages) {
    const text = objects.texts[language]?.locks[lock.id];
    if (!text) continue;
    for (const key of KIND_TEXT_KEYS) delete text[key];
    Object.assign(text, emptyKindTexts(kind));
  }
}

/**
 * Renames lock `index` to `to`, and its texts in every language with it, in one edit
 * (content/README.md: a lock's texts are under its id in each texts.<lang>.json).
 */
export function renameLock(objects: CaseObjects, index: number, to: string): void {
  const lock = objects.scenario.locks[index];
  if (!lock) return;
  const from = lock.id;
  lock.id = to;
  for (const language of objects.scenario.languages) {
    const texts = objects.texts[language];
    if (texts) texts.locks = renameKey(texts.locks, from, to);
  }
}

/** Adds a lock of `kind` at the end, found in the first folder, with its texts in every language. */
export function addLock(objects: CaseObjects, kind: LockKind): ScenarioLock {
  const { scenario } = objects;
  const base = {
    id: freshId(
      'lock',
      scenario.locks.map((lock) => lock.id),
    ),
    in: scenario.startFolders[0] ?? scenario.folders[0]?.id ?? '',
    opens: [],
    hints: [],
  };
  const lock = lockOfKind(base, kind);
  scenario.locks.push(lock);
  for (const language of scenario.languages) {
    const texts = objects.texts[language];
    if (texts) texts.locks = { ...texts.locks, [lock.id]: emptyLockTexts(lock) };
  }
  return lock;
}

/** Removes lock `index` and its texts in every language. */
export function removeLock(objects: CaseObjects, index: number): void {
  const [lock] = objects.scenario.locks.splice(index, 1);
  if (!lock) return;
  for (const language of objects.scenario.languages) delete objects.texts[language]?.locks[lock.id];
}

/** Swaps lock `index` with its neighbour `index + delta`. */
export function moveLock(objects: CaseObjects, index: number, delta: -1 | 1): void {
  const locks = objects.scenario.locks;
  const other = index + delta;
  const lock = locks[index];
  const neighbour = locks[other];
  if (!lock || !neighbour) return;
  locks[index] = neighbour;
  locks[other] = lock;
}
