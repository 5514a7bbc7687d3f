import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { forEachPassage, passageText, type PassageKind } from './passages.js';

export interface Passage {
  kind: PassageKind;
  /** Its words on one line, as the team board quotes them. */
  text: string;
}

/** More documents than every case of a server holds, in every language: a bound, not a budget. */
const REMEMBERED_DOCUMENTS = 4_000;

/** Parsed documents by their text: a case is checked at start and again whenever it is read anew. */
const parsed = new Map<string, readonly Passage[]>();

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
  if (parsed.size >= REMEMBERED_DOCUMENTS) parsed.delete(parsed.keys().next().value as string);
  parsed.set(markdown, frozen);
  return frozen;
}
