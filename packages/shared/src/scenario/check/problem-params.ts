/**
 * What some values of a check's problem are, agreed between the checks, which send them, and
 * an interface, which says them in its reader's words (docs/product.md#case-editor).
 */

/**
 * A place inside a whole text that a problem names by its number: a line of a document or of
 * an image's words, a passage of a document. The problem's field names it for the editor to
 * find and for the logs (`line 3`); the number also goes with the problem's values, under the
 * place's name, for an interface to say "ligne 3".
 */
export type TextPlace = { line: number } | { passage: number };
export const TEXT_PLACES = ['line', 'passage'] as const;

/** A place's field: `line 3`, `passage 2`. */
export function placeField(place: TextPlace): string {
  return 'line' in place ? `line ${place.line}` : `passage ${place.passage}`;
}

const LIST_SEPARATOR = ', ';

/**
 * A list (the other languages an answer is copied in) as one value: the English message shows
 * it as it is, and an interface takes it apart with `listItems` to join it its own way.
 */
export const listParam = (items: readonly string[]) => items.join(LIST_SEPARATOR);
export const listItems = (param: string) => param.split(LIST_SEPARATOR);

/** The kinds of value a case's schemas expect, as the schemas name them (`invalidType`'s `type`). */
export const VALUE_TYPES = ['string', 'number', 'int', 'boolean', 'array', 'object', 'record'] as const;
