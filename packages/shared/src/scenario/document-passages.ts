import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { textMemo } from '../text/text-memo.js';
import { forEachPassage, passageText, type PassageKind } from './passages.js';

export interface Passage {
  kind: PassageKind;
  /** Its words on one line, as the team board quotes them. */
  text: string;
}

/**
 * Parsed documents by their text: a case is checked at start, again whenever it is read anew,
 * and at each pause in an editor's typing.
 */
const parsed = textMemo<readonly Passage[]>();

/**
 * A document's passages, in order (docs/product.md#team-board), parsed as the browser parses
 * the document (GitHub-flavoured markdown): passage n here is the one the browser numbers n.
 * Parsing markdown is most of what checking a case costs, and the same text gives the same
 * passages: each text is parsed once.
 */
export function documentPassages(markdown: string): readonly Passage[] {
  const known = parsed.get(markdown);
  if (known) return known;
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const passages: Passage[] = [];
  forEachPassage(tree, (node, kind) => passages.push({ kind, text: passageText(node) }));
  const frozen = Object.freeze(passages.map((passage) => Object.freeze(passage)));
  parsed.set(markdown, frozen);
  return frozen;
}
