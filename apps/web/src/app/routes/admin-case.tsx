import { CaseEditorPage } from '../../features/cases/editor/case-editor-page';

/** /admin/cases/:caseId: the editor of one case (docs/product.md#case-editor). */
export const Component = CaseEditorPage;
