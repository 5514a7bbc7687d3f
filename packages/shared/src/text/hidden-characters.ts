import * as z from 'zod/mini';

/**
 * docs/decisions/0031-names-that-look-alike.md: what a name shown to the room may not hold.
 * Characters nobody sees or that rearrange the text on screen: the default-ignorable ones
 * (zero-width spaces and joiners, soft hyphens, Hangul fillers, variation selectors, tags…),
 * every format character (bidi embeddings, overrides, isolates and marks among them) and
 * the Braille blank, which draws nothing but counts as a symbol.
 */
const HIDDEN = /[\p{Default_Ignorable_Code_Point}\p{Cf}\u2800]/u;
const EMOJI = /\p{Emoji}/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const EMOJI_MODIFIER = /\p{Emoji_Modifier}/u;
const VISIBLE_BASE = /[\p{L}\p{N}\p{S}]/u;
const HAN = /\p{Script=Han}/u;

const ZWJ = '\u200d';
const TEXT_STYLE = '\ufe0e';
const EMOJI_STYLE = '\ufe0f';
const BLACK_FLAG = '\u{1f3f4}';
const CANCEL_TAG = '\u{e007f}';
const within = (char: string, first: number, last: number) => {
  const code = char.codePointAt(0) ?? -1;
  return code >= first && code <= last;
};
const isTag = (char: string) => within(char, 0xe0020, 0xe007e);
const isStandardVariant = (char: string) => within(char, 0xfe00, 0xfe0d);
const isIdeographicVariant = (char: string) => within(char, 0xe0100, 0xe01ef);

/**
 * Whether the hidden character at `index` is one an emoji or a variant needs: a selector
 * right after the character it styles (a red heart's emoji style, a Han variant), a joiner
 * between two pictographs (woman, joiner, laptop), the tags of a subdivision flag (a black
 * flag, then « gbsct » in tags, then the cancel tag). Anywhere else it is alone.
 */
function belongsToGlyph(chars: string[], index: number): boolean {
  const char = chars[index]!;
  const before = chars[index - 1] ?? '';
  if (char === TEXT_STYLE || char === EMOJI_STYLE) return EMOJI.test(before);
  if (isStandardVariant(char)) return VISIBLE_BASE.test(before);
  if (isIdeographicVariant(char)) return HAN.test(before);
  if (char === ZWJ) {
    const joinsAfter = PICTOGRAPH.test(before) || EMOJI_MODIFIER.test(before) || before === EMOJI_STYLE;
    return joinsAfter && PICTOGRAPH.test(chars[index + 1] ?? '');
  }
  if (isTag(char) || char === CANCEL_TAG) {
    let start = index;
    while (start > 0 && isTag(chars[start - 1]!)) start -= 1;
    let end = index;
    while (end < chars.length && isTag(chars[end]!)) end += 1;
    return chars[start - 1] === BLACK_FLAG && end > start && chars[end] === CANCEL_TAG;
  }
  return false;
}

/** Whether `value` holds a character that shows nothing, or turns the text around, on its own. */
export function hasHiddenCharacter(value: string): boolean {
  const chars = [...value];
  return chars.some((char, index) => HIDDEN.test(char) && !belongsToGlyph(chars, index));
}

/** The translation key of the refusal, which the name forms show under the field. */
export const HIDDEN_CHARACTER_ERROR = 'common.errors.hiddenCharacter';

/** The check that refuses hidden characters, for a name schema's `.check(…)`. */
export const noHiddenCharacters = () =>
  z.refine<string>((value) => !hasHiddenCharacter(value), { error: HIDDEN_CHARACTER_ERROR });

/**
 * Whether `value` holds an at sign in any of its forms (＠, ﹫): the big screen never shows
 * an e-mail address. Their compatibility form is `@`; no other character's confusable
 * skeleton holds one (name-keys.test.ts reads the whole table to keep this true).
 */
export const hasMailSign = (value: string) => value.normalize('NFKC').includes('@');
