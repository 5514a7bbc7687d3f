import type { Root } from 'mdast';
import { forEachPassage } from '@coulisses/shared/scenario/passages';

/**
 * The remark plugin that numbers a document's passages (docs/product.md#team-board) as the
 * server does: each passage's element carries `data-passage`, and a table row's first cell
 * `data-passage-cell`, where its pin button goes (a row holds only cells).
 */
export function remarkPassages() {
  return (tree: Root) => {
    forEachPassage(tree, (node, kind, index) => {
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataPassage: index } };
      const cell = kind === 'row' && node.type === 'tableRow' ? node.children[0] : undefined;
      if (cell)
        cell.data = { ...cell.data, hProperties: { ...cell.data?.hProperties, dataPassageCell: index } };
    });
  };
}
