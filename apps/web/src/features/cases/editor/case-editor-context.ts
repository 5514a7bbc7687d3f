import { createContext, useContext } from 'react';
import type { CaseProblem } from '@coulisses/shared/scenario/check/case-files';
import type { CaseEditor } from './use-case-editor';

/** The problems of the draft as its checks last found them (docs/product.md#case-editor). */
export interface CaseChecks {
  problems: readonly CaseProblem[];
  warnings: readonly CaseProblem[];
  /** Whether the checks are running on the latest change. */
  checking: boolean;
  /** Whether they have answered once: until then, the problems are not known yet. */
  answered: boolean;
}

export interface CaseEditorValue {
  editor: CaseEditor;
  checks: CaseChecks;
  /** The field a problem's link asked to show: its section opens, and it takes the focus. */
  revealed?: { file: string; field: string };
  reveal: (file: string, field: string) => void;
}

export const CaseEditorContext = createContext<CaseEditorValue | undefined>(undefined);

/** The case being edited, for the editor's sections. */
export function useCaseEditorContext(): CaseEditorValue {
  const value = useContext(CaseEditorContext);
  if (!value) throw new Error('A section of the case editor is drawn outside it');
  return value;
}
