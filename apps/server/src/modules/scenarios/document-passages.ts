import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { forEachPassage, passageText, type PassageKind } from '@coulisses/shared/scenario/passages';

export interface Passage {
  kind: PassageKind;
  /** Its words on one line, as the team board quotes them. */
  text: string;
}

/**
 * A document's passages, in order (docs/product.md#team-board), parsed as the browser parses
 * the document (GitHub-flavoured markdown): passage n here is the one the browser numbers n.
 */
export function documentPassages(markdown: string): Passage[] {
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const passages: Passage[] = [];
  forEachPassage(tree, (node, kind) => passages.push({ kind, text: passageText(node) }));
  return passages;
}
