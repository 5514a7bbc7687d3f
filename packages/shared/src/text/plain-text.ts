import * as z from 'zod/mini';

/**
 * What no string the API takes may hold (docs/decisions/0016-hostile-input.md): C0
 * controls (NUL included: PostgreSQL refuses it in text), DEL, C1 controls, the Unicode
 * line and paragraph separators (a header or a JavaScript string literal breaks on them)
 * and lone surrogates (no UTF-8 can carry them). A line break is allowed where a field is
 * written on several lines, with tab; nowhere else.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The translation key of the refusal, which every form shows under the field. */
export const CONTROL_CHARACTER_ERROR = 'common.errors.controlCharacter';

/** Whether `value` holds a character no field accepts (multiline: line breaks and tabs pass). */
export function hasControlCharacter(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_BUT_LINES : CONTROL).test(value) || LONE_SURROGATE.test(value);
}

/** The check that refuses control characters, for a string schema's `.check(…)`. */
export const noControlCharacters = (multiline = false) =>
  z.refine<string>((value) => !hasControlCharacter(value, multiline), { error: CONTROL_CHARACTER_ERROR });

/**
 * A string of one line with no control character: every string field of a request is
 * one of these (or `multilineText`), so that no schema forgets the check.
 */
export const plainText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).check(noControlCharacters());

/** A string that may run over several lines (a message): line breaks and tabs allowed. */
export const multilineText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).check(noControlCharacters(true));
