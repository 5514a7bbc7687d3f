/**
 * About ten cases of a few hundred thousand characters each, in every language: more than
 * one check reads, so a memo of this size drops only texts no check has read for a while.
 */
const REMEMBERED_CHARACTERS = 4_000_000;

/** What was worked out from whole texts, by the text. */
export interface TextMemo<Value> {
  get(text: string): Value | undefined;
  set(text: string, value: Value): void;
}

/**
 * A memo keyed by whole texts (documents, images' words), bounded by the characters of the
 * texts it keeps rather than by their count: an editor re-checks a case at each pause in the
 * author's typing, and each pause in a long document is a new text of its full length. The
 * text read least recently goes first; a text longer than the whole bound is not kept.
 */
export function textMemo<Value>(characters = REMEMBERED_CHARACTERS): TextMemo<Value> {
  const values = new Map<string, Value>();
  let kept = 0;
  return {
    get(text) {
      const value = values.get(text);
      if (value === undefined) return undefined;
      // Read again: it goes last, the least likely to be dropped.
      values.delete(text);
      values.set(text, value);
      return value;
    },
    set(text, value) {
      if (values.has(text)) kept -= text.length;
      values.delete(text);
      if (text.length > characters) return;
      for (const oldest of values.keys()) {
        if (kept + text.length <= characters) break;
        values.delete(oldest);
        kept -= oldest.length;
      }
      values.set(text, value);
      kept += text.length;
    },
  };
}
