import * as Y from 'yjs';

/**
 * docs/product.md#team-notepad: who wrote each line of the shared text — the Yjs client id
 * that wrote most of its characters (undefined for an empty line). Read from the text's
 * items, which keep the id of the client that inserted them.
 */
export function lineAuthors(text: Y.Text): (number | undefined)[] {
  const lines: (number | undefined)[] = [];
  let counts = new Map<number, number>();
  const endLine = () => {
    let best: number | undefined;
    let most = 0;
    for (const [clientId, count] of counts) {
      if (count > most) {
        best = clientId;
        most = count;
      }
    }
    lines.push(best);
    counts = new Map();
  };
  for (let item = text._start; item !== null; item = item.right) {
    if (item.deleted || !(item.content instanceof Y.ContentString)) continue;
    const clientId = item.id.client;
    for (const char of item.content.str) {
      if (char === '\n') endLine();
      else if (char.trim() !== '') counts.set(clientId, (counts.get(clientId) ?? 0) + 1);
    }
  }
  endLine();
  return lines;
}
