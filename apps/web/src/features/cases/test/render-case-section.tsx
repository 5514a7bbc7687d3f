import type { ReactElement } from 'react';
import type { Language } from '@coulisses/shared/languages';
import { renderTranslated } from '../../../test/render-translated';
import { CaseEditorProvider } from '../editor/case-editor-provider';

/**
 * Renders a section of the case editor over `files` (path → text, images in base64), as the
 * editor page holds them: the real editor state, its saves sent to the mock API
 * (PUT cases/:id/draft), and the real checks (run on the page here: jsdom has no worker).
 */
export function renderCaseSection(
  section: ReactElement,
  files: Record<string, string>,
  {
    id = 'test-case',
    installed = false,
    lang = 'en',
  }: { id?: string; installed?: boolean; lang?: Language } = {},
) {
  const draft = { id, revision: 1, savedAt: '2026-11-30T10:00:00.000Z', savedBy: null, installed, files };
  return renderTranslated(<CaseEditorProvider draft={draft}>{section}</CaseEditorProvider>, lang);
}
