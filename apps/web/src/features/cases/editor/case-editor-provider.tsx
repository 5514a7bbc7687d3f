import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { CaseDraft } from '@coulisses/shared/case/case.schema';
import { CaseEditorContext, type CaseEditorValue } from './case-editor-context';
import { useCaseChecks } from './use-case-checks';
import { useCaseEditor } from './use-case-editor';

/** The case being edited, its checks and the field a problem's link shows, for its sections. */
export function CaseEditorProvider({ draft, children }: { draft: CaseDraft; children: ReactNode }) {
  const editor = useCaseEditor(draft);
  const checks = useCaseChecks(draft.id, editor.files);
  const [revealed, setRevealed] = useState<CaseEditorValue['revealed']>();
  const reveal = useCallback((file: string, field: string) => setRevealed({ file, field }), []);
  const value = useMemo(() => ({ editor, checks, revealed, reveal }), [editor, checks, revealed, reveal]);
  return <CaseEditorContext.Provider value={value}>{children}</CaseEditorContext.Provider>;
}
