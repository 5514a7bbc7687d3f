/**
 * A document's passages (docs/product.md#team-board): what a team pins of a document, by
 * number. They are found on the document's markdown syntax tree (mdast), in reading order:
 * every paragraph and heading, every item of a list, every row of a table but its head; a
 * block quote's are its own. The same walk numbers them on the server (the passage a pin
 * names, read in each reader's language) and in the browser (a pin button beside each), and
 * the case check holds every language's document to the same passages: passage n is the
 * same passage in every language.
 */

/** What the walk reads of a markdown syntax tree's node: mdast's nodes are of this shape. */
export interface MarkdownNode {
  type: string;
  children?: MarkdownNode[];
  value?: string;
  alt?: string | null;
}

export type PassageKind = 'paragraph' | 'heading' | 'item' | 'row';

const PASSAGES: Record<string, PassageKind> = {
  paragraph: 'paragraph',
  heading: 'heading',
  listItem: 'item',
};
/** Nodes whose passages are their children's. */
const CONTAINERS = new Set(['blockquote', 'list']);

/**
 * Calls `visit` with each passage of the tree, its kind and its number (from 0), in reading
 * order; answers how many there are. `N`: the tree's own type of node (mdast's).
 */
export function forEachPassage<N extends MarkdownNode>(
  root: { children?: N[] },
  visit: (node: N, kind: PassageKind, index: number) => void,
): number {
  let count = 0;
  const walk = (nodes: readonly N[]) => {
    for (const node of nodes) {
      const kind = PASSAGES[node.type];
      if (kind) visit(node, kind, count++);
      else if (node.type === 'table')
        (node.children ?? []).slice(1).forEach((row) => visit(row as N, 'row', count++));
      else if (CONTAINERS.has(node.type)) walk((node.children ?? []) as N[]);
    }
  };
  walk(root.children ?? []);
  return count;
}

/** What a passage says, on one line: its words, an image's description, a row's cells apart. */
export function passageText(node: MarkdownNode): string {
  const words = (part: MarkdownNode): string => {
    if (part.type === 'text' || part.type === 'inlineCode') return part.value ?? '';
    if (part.type === 'break') return ' ';
    if (part.type === 'image') return part.alt ?? '';
    if (part.type === 'html') return '';
    if (part.type === 'tableRow')
      return (part.children ?? [])
        .map(words)
        .map((cell) => cell.trim())
        .filter(Boolean)
        .join(' · ');
    return (part.children ?? []).map(words).join(part.type === 'listItem' ? ' ' : '');
  };
  return words(node).replace(/\s+/gu, ' ').trim();
}
