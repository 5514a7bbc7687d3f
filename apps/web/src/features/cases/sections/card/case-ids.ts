/**
 * The ids of a case's items (content/README.md): lowercase letters, digits and hyphens, 64 at
 * most, as scenario.schema.ts holds them. An item the author adds gets a fresh one, which they
 * rename; a rename reaches every reference in one edit (docs/product.md#case-editor).
 */
export const ID_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
export const ID_MAX_LENGTH = 64;

/** What the author types, as an id can hold it: lowercase, a space as a hyphen. */
export const idInput = (text: string) => text.toLowerCase().replace(/\s/g, '-').slice(0, ID_MAX_LENGTH);

/** Why `next` cannot replace `current` among `taken` (the ids of its kind), if it cannot. */
export function idProblem(
  next: string,
  current: string,
  taken: readonly string[],
): 'format' | 'taken' | undefined {
  if (!ID_PATTERN.test(next)) return 'format';
  if (next !== current && taken.includes(next)) return 'taken';
  return undefined;
}

/** `prefix-1`, `prefix-2`…: the first one none of `taken` is. */
export function freshId(prefix: string, taken: readonly string[]): string {
  for (let number = taken.length + 1; ; number += 1) {
    const id = `${prefix}-${number}`;
    if (!taken.includes(id)) return id;
  }
}

/** `record` with its key `from` named `to`, in the same place among the others. */
export function renameKey<T>(record: Record<string, T>, from: string, to: string): Record<string, T> {
  if (!Object.hasOwn(record, from) || from === to) return record;
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key === from ? to : key, value]));
}

/** `list` with the item at `index` moved by `by` places (−1 up, +1 down). */
export function moved<T>(list: readonly T[], index: number, by: number): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}
