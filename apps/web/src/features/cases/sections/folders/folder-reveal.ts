import { useState } from 'react';
import type { Scenario } from '@coulisses/shared/scenario/scenario.schema';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { useRevealed } from '../../editor/case-fields';

export type Holds = (file: string, field: string) => boolean;

const within = (field: string, prefix: string) => field === prefix || field.startsWith(`${prefix}.`);
const isTexts = (file: string) => /^texts\.[a-z]{2}\.json$/.test(file);
const isDocumentFile = (file: string, id: string) =>
  new RegExp(`^documents/${id}\\.[a-z]{2}\\.md$`).test(file);

/** A document's fields: its entry in scenario.json, its title in the texts, its markdown files. */
export const documentHolds =
  (folderIndex: number, index: number, id: string): Holds =>
  (file, field) =>
    (file === 'scenario.json' && within(field, `folders.${folderIndex}.documents.${index}`)) ||
    (isTexts(file) && within(field, `documents.${id}`)) ||
    isDocumentFile(file, id);

/** A folder's fields: its entry in scenario.json, its texts, and its documents'. */
export const folderHolds =
  (scenario: Scenario, index: number): Holds =>
  (file, field) => {
    const folder = scenario.folders[index];
    if (!folder) return false;
    if (file === 'scenario.json') return within(field, `folders.${index}`);
    if (isTexts(file) && within(field, `folders.${folder.id}`)) return true;
    return folder.documents.some((doc, docIndex) => documentHolds(index, docIndex, doc.id)(file, field));
  };

/** How many problems the checks found in a part: said on its heading while it is collapsed. */
export function useProblemCount(holds: Holds): number {
  const { checks } = useCaseEditorContext();
  return checks.problems.filter((problem) => holds(problem.file, problem.field)).length;
}

/**
 * Whether a collapsible part is open: closed at first, opened when a problem's link asks for
 * a field it holds (docs/product.md#case-editor), so that the field can take the focus.
 */
export function useExpanded(holds: Holds): [boolean, (expanded: boolean) => void] {
  const { revealed } = useCaseEditorContext();
  const shown = useRevealed(holds);
  const [expanded, setExpanded] = useState(shown);
  const [seen, setSeen] = useState(revealed);
  if (revealed !== seen) {
    setSeen(revealed);
    if (shown) setExpanded(true);
  }
  return [expanded, setExpanded];
}
