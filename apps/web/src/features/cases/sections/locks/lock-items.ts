import type { ScenarioLock } from '@coulisses/shared/scenario/scenario.schema';
import type { CaseObjects } from '../../editor/case-content';
import { freshId, renameKey } from '../../editor/case-ids';

/**
 * The lists of ids a lock's kind holds (content/README.md, `locks[]`): a choice lock's
 * choices, an order lock's items, a match lock's two lists, a spot lock's regions. Each id
 * has its words under the same key in every language's texts.
 */
export type ItemList = 'choices' | 'items' | 'left' | 'right' | 'regions';

/** The ids of `list` in this lock, or none when its kind has no such list. */
export function itemIds(lock: ScenarioLock, list: ItemList): string[] {
  if (list === 'choices') return lock.kind === 'choice' ? lock.choices : [];
  if (list === 'items') return lock.kind === 'order' ? lock.items : [];
  if (list === 'regions') return lock.kind === 'spot' ? lock.regions.map((region) => region.id) : [];
  return lock.kind === 'match' ? lock[list] : [];
}

/** Each list's new ids: `choice-3`, `item-4`, `left-2`, `region-1`… */
const PREFIX: Record<ItemList, string> = {
  choices: 'choice',
  items: 'item',
  left: 'left',
  right: 'right',
  regions: 'region',
};

const lockTexts = (objects: CaseObjects, lock: ScenarioLock) =>
  objects.scenario.languages.flatMap((language) => {
    const text = objects.texts[language]?.locks[lock.id];
    return text ? [text] : [];
  });

/** Adds a fresh id at the end of `list` (a region a fifth of the image, at its centre). */
export function addItem(objects: CaseObjects, index: number, list: ItemList): void {
  const lock = objects.scenario.locks[index];
  if (!lock) return;
  const id = freshId(PREFIX[list], itemIds(lock, list));
  if (list === 'choices' && lock.kind === 'choice') lock.choices.push(id);
  else if (list === 'items' && lock.kind === 'order') lock.items.push(id);
  else if (list === 'regions' && lock.kind === 'spot')
    lock.regions.push({ id, x: 40, y: 40, width: 20, height: 20 });
  else if ((list === 'left' || list === 'right') && lock.kind === 'match') lock[list].push(id);
}

/** Removes `id` from `list`, from the answer that names it, and its words in every language. */
export function removeItem(objects: CaseObjects, index: number, list: ItemList, id: string): void {
  const lock = objects.scenario.locks[index];
  if (!lock) return;
  if (lock.kind === 'choice' && list === 'choices') {
    lock.choices = lock.choices.filter((choice) => choice !== id);
    if (lock.answer === id) lock.answer = '';
  } else if (lock.kind === 'order' && list === 'items') {
    lock.items = lock.items.filter((item) => item !== id);
  } else if (lock.kind === 'spot' && list === 'regions') {
    lock.regions = lock.regions.filter((region) => region.id !== id);
  } else if (lock.kind === 'match' && (list === 'left' || list === 'right')) {
    lock[list] = lock[list].filter((item) => item !== id);
    lock.answer = Object.fromEntries(
      Object.entries(lock.answer).filter(([left, right]) => (list === 'left' ? left : right) !== id),
    );
  }
  for (const text of lockTexts(objects, lock)) delete text[list]?.[id];
}

/** Renames `from` to `to` in `list`, in the answer, and in its words' keys in every language. */
export function renameItem(
  objects: CaseObjects,
  index: number,
  list: ItemList,
  from: string,
  to: string,
): void {
  const lock = objects.scenario.locks[index];
  if (!lock) return;
  const rename = (id: string) => (id === from ? to : id);
  if (lock.kind === 'choice' && list === 'choices') {
    lock.choices = lock.choices.map(rename);
    lock.answer = rename(lock.answer);
  } else if (lock.kind === 'order' && list === 'items') {
    lock.items = lock.items.map(rename);
  } else if (lock.kind === 'spot' && list === 'regions') {
    for (const region of lock.regions) region.id = rename(region.id);
  } else if (lock.kind === 'match' && (list === 'left' || list === 'right')) {
    lock[list] = lock[list].map(rename);
    lock.answer = Object.fromEntries(
      Object.entries(lock.answer).map(([left, right]) =>
        list === 'left' ? [rename(left), right] : [left, rename(right)],
      ),
    );
  }
  for (const text of lockTexts(objects, lock)) {
    const labels = text[list];
    if (labels) text[list] = renameKey(labels, from, to);
  }
}

/** Swaps item `position` of `list` with its neighbour (an order lock's items are its answer). */
export function moveItem(
  objects: CaseObjects,
  index: number,
  list: ItemList,
  position: number,
  delta: -1 | 1,
) {
  const lock = objects.scenario.locks[index];
  if (!lock) return;
  const swap = <T>(items: T[]) => {
    const other = position + delta;
    const [a, b] = [items[position], items[other]];
    if (a === undefined || b === undefined) return;
    items[position] = b;
    items[other] = a;
  };
  if (lock.kind === 'choice' && list === 'choices') swap(lock.choices);
  else if (lock.kind === 'order' && list === 'items') swap(lock.items);
  else if (lock.kind === 'spot' && list === 'regions') swap(lock.regions);
  else if (lock.kind === 'match' && (list === 'left' || list === 'right')) swap(lock[list]);
}
