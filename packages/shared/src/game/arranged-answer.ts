import * as z from 'zod/mini';

/**
 * The answers of the locks a player arranges rather than types (docs/product.md#locks):
 * an order lock's items in sequence, a spot lock's marks on its image, a match lock's pairs.
 * The request schema takes any such shape; whether it is one the lock can judge — every
 * item once, every mark on the image, every pair once — is this module's to say, in the
 * browser before it leaves and on the server, and an answer that is not costs nothing
 * (ANSWER_FORM).
 */

/** A mark on a spot lock's image, in percent of its width and height from its top left corner. */
export interface SpotMark {
  x: number;
  y: number;
}

/** An order lock's item ids in sequence; a spot lock's marks; a match lock's left id → right id. */
export type ArrangedAnswer = string[] | SpotMark[] | Record<string, string>;

const ID_MAX = 64;
const MARKS_MAX = 12;

/** How the request's body may carry one (the lock's own rules come after). */
export const arrangedAnswerSchema = z.union([
  z.array(z.unknown()).check(z.maxLength(MARKS_MAX)),
  z.record(z.string().check(z.maxLength(ID_MAX)), z.unknown()),
]);

/** What a lock needs to read an arranged answer: its kind and the ids it may hold. */
export type ArrangedForm =
  | { kind: 'order'; items: readonly string[] }
  | { kind: 'spot'; marks: number }
  | { kind: 'match'; left: readonly string[]; right: readonly string[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every id of `ids` once, and nothing else. */
function isEachOnce(given: readonly unknown[], ids: readonly string[]): given is string[] {
  if (given.length !== ids.length) return false;
  const known = new Set(ids);
  const seen = new Set<string>();
  for (const id of given) {
    if (typeof id !== 'string' || !known.has(id) || seen.has(id)) return false;
    seen.add(id);
  }
  return true;
}

const isOnImage = (value: number) => Number.isFinite(value) && value >= 0 && value <= 100;

/**
 * The answer as the lock reads it, or undefined when it is not of the lock's form: an
 * order that repeats an item or leaves one out, a mark off the image or not a number, a
 * match that pairs an item twice or leaves one alone, or the answer of another kind.
 */
export function readArrangedAnswer(form: ArrangedForm, answer: unknown): ArrangedAnswer | undefined {
  if (form.kind === 'order') {
    return Array.isArray(answer) && isEachOnce(answer, form.items) ? answer : undefined;
  }
  if (form.kind === 'spot') {
    if (!Array.isArray(answer) || answer.length !== form.marks) return undefined;
    const marks: SpotMark[] = [];
    for (const mark of answer) {
      if (!isRecord(mark) || Object.keys(mark).length !== 2) return undefined;
      const { x, y } = mark;
      if (typeof x !== 'number' || typeof y !== 'number' || !isOnImage(x) || !isOnImage(y)) return undefined;
      marks.push({ x, y });
    }
    return marks;
  }
  if (!isRecord(answer)) return undefined;
  const left = Object.keys(answer);
  if (!isEachOnce(left, form.left)) return undefined;
  const right = left.map((id) => answer[id]);
  if (!isEachOnce(right, form.right)) return undefined;
  return Object.fromEntries(left.map((id, index) => [id, right[index]!]));
}

/**
 * The key an arranged answer is remembered by ("already tried"): the order's ids, the pairs
 * by their left item, the marks to a tenth of a percent in the order of the image's reading.
 */
export function arrangedAnswerKey(form: ArrangedForm, answer: ArrangedAnswer): string {
  if (form.kind === 'order') return (answer as string[]).join(' > ');
  if (form.kind === 'match') {
    const pairs = answer as Record<string, string>;
    return form.left.map((id) => `${id}=${pairs[id]}`).join(' ');
  }
  return (answer as SpotMark[])
    .map(({ x, y }) => [Math.round(y * 10) / 10, Math.round(x * 10) / 10] as const)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map(([y, x]) => `${x},${y}`)
    .join(' ');
}
