/**
 * The ids of a case's items (content/README.md): lowercase letters, digits and dashes, 64 at
 * most. An item the author adds gets a fresh one, which they may rename; a rename reaches every
 * reference in one edit (docs/product.md#case-editor).
 */
export const CASE_ID_MAX = 64;
export const isCaseId = (id: string) => id.length <= CASE_ID_MAX && /^[a-z0-9][a-z0-9-]*$/.test(id);

/** `prefix-1`, `prefix-2`…: the first that none of `taken` is. */
export function freshId(prefix: string, taken: Iterable<string>): string {
  const known = new Set(taken);
  for (let number = 1; ; number += 1) {
    const id = `${prefix}-${number}`;
    if (!known.has(id)) return id;
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
