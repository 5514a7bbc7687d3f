import type { Element, ElementContent, Root, RootContent, Text } from 'hast';

/**
 * A column whose every cell is at most this long holds short tokens — times, badge
 * numbers, levels, dates, codes — and is kept on one line (docs/decisions/0010-tables-on-phones.md).
 */
export const SHORT_CELL_CHARS = 18;

/** A word with a joiner inside (B-099, 20:55:12, 1–6, 02/03) the browser could otherwise break after. */
const HAS_JOINER = /\S[-‐–—/:]\S/u;

const isElement = (node: RootContent | ElementContent): node is Element => node.type === 'element';

function textOf(node: Element | Text | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  return node.children.map(textOf).join('');
}

function rowsOf(table: Element): Element[] {
  return table.children
    .filter(isElement)
    .flatMap((part) =>
      part.tagName === 'tr'
        ? [part]
        : part.children.filter(isElement).filter((child) => child.tagName === 'tr'),
    );
}

const cellsOf = (row: Element) =>
  row.children.filter(isElement).filter((cell) => cell.tagName === 'td' || cell.tagName === 'th');

function addClass(element: Element, name: string) {
  const current = element.properties.className;
  const list = Array.isArray(current) ? current.map(String) : typeof current === 'string' ? [current] : [];
  element.properties.className = [...list, name];
}

/**
 * Groups that read as one token though spaced: a number and its unit (2 cm, 9,12 ct,
 * 21 h 00), a number and its label (n° 6, réf. 412, αρ. 3, n.º 3).
 */
const SPACED_TOKEN =
  /(\d[\d.,]*[ \u00a0\u202f](?:h[ \u00a0\u202f]\d{2}|cm|mm|kg|g|ct|min|s|%|€)(?![\p{L}\d])|(?:n°|n\.º|réf\.|ref\.|αρ\.|κωδ\.)[ \u00a0\u202f]\d+)/u;

// Styled inline too: a text outside a table (a briefing, a debrief) has no stylesheet rule for it.
const nobr = (value: string): ElementContent => ({
  type: 'element',
  tagName: 'span',
  properties: { className: ['nobr'], style: 'white-space: nowrap' },
  children: [{ type: 'text', value }],
});

/**
 * In running text, what must not break across two lines: an inventory or badge code
 * (INV-3318, B-099) and a phone number (06 12 34 56 78, +33 6 12 34 56 78, 210 123 4567).
 */
const PROSE_TOKEN = /(\p{Lu}{1,5}[-‐‑]\d[\d\-‐‑]*|\+?\d{1,4}(?:[ .\u00a0\u202f]\d{1,4}){2,6}(?![\p{L}\d]))/u;

/** A phone number has eight digits at least: « 1 887 » or « 2 3 4 » is not one. */
const isWhole = (token: string) => /^\p{Lu}/u.test(token) || token.replace(/\D/g, '').length >= 8;

/** One text of a paragraph, its codes and phone numbers in no-break spans. */
function keepProseTokens(node: Element) {
  node.children = node.children.flatMap((child): ElementContent[] => {
    if (isElement(child)) {
      if (child.tagName !== 'code' && child.tagName !== 'pre' && child.tagName !== 'table')
        keepProseTokens(child);
      return [child];
    }
    if (child.type !== 'text' || !PROSE_TOKEN.test(child.value)) return [child];
    return child.value
      .split(new RegExp(PROSE_TOKEN.source, 'gu'))
      .flatMap((piece, index): ElementContent[] =>
        index % 2 === 1 && isWhole(piece) ? [nobr(piece)] : piece ? [{ type: 'text', value: piece }] : [],
      );
  });
}

/** One text of a cell, its tokens kept whole: the spaced ones, then each word with a joiner. */
function keepTokens(text: string): ElementContent[] {
  return text.split(new RegExp(SPACED_TOKEN.source, 'gu')).flatMap((piece, index): ElementContent[] => {
    // split() with a capturing group: odd pieces are the spaced tokens themselves.
    if (index % 2 === 1) return [nobr(piece)];
    if (!HAS_JOINER.test(piece)) return piece ? [{ type: 'text', value: piece }] : [];
    return piece
      .split(/([ \t\n\r]+)/u)
      .filter(Boolean)
      .map((part): ElementContent => (HAS_JOINER.test(part) ? nobr(part) : { type: 'text', value: part }));
  });
}

/**
 * Wraps each token of a cell that must stay whole (B-099, 21:07:18, 1–6, 2 cm, n° 6) in a
 * no-break span, so that a cell may wrap between words but never inside one.
 */
function keepJoinedWords(node: Element) {
  node.children = node.children.flatMap((child): ElementContent[] => {
    if (isElement(child)) {
      keepJoinedWords(child);
      return [child];
    }
    if (child.type !== 'text' || !(HAS_JOINER.test(child.value) || SPACED_TOKEN.test(child.value)))
      return [child];
    return keepTokens(child.value);
  });
}

/**
 * Marks every cell of one table: `cell-short` (one line) or `cell-text` (wraps between words).
 * A header row with no words at all (a table of pairs written in Markdown) is left out.
 */
export function classifyTable(table: Element) {
  const head = table.children.filter(isElement).find((part) => part.tagName === 'thead');
  if (head && rowsOf(head).every((row) => cellsOf(row).every((cell) => textOf(cell).trim() === '')))
    table.children = table.children.filter((part) => part !== head);
  const rows = rowsOf(table).map(cellsOf);
  const widest: number[] = [];
  for (const cells of rows)
    cells.forEach((cell, column) => {
      widest[column] = Math.max(widest[column] ?? 0, textOf(cell).trim().length);
    });
  for (const cells of rows)
    cells.forEach((cell, column) => {
      addClass(cell, (widest[column] ?? 0) <= SHORT_CELL_CHARS ? 'cell-short' : 'cell-text');
      keepJoinedWords(cell);
    });
}

const PROSE = new Set(['p', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'figcaption']);

function walk(node: Root | Element) {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (child.tagName === 'table') classifyTable(child);
    else if (PROSE.has(child.tagName)) keepProseTokens(child);
    else walk(child);
  }
}

/**
 * The rehype plugin: every table of a rendered markdown text gets its cells classified, and
 * the codes and phone numbers of its running text are kept whole.
 */
export function rehypeTableCells() {
  return (tree: Root) => walk(tree);
}
