import type { CaseSummary } from '@coulisses/shared/case/case.schema';
import type { ScenarioSummary } from '@coulisses/shared/scenario/scenario-summary.schema';

/** An installed case as GET /v1/cases lists it: everyone's to play, copy and export, nobody's to change. */
export const installedCase = (scenario: ScenarioSummary): CaseSummary => ({
  id: scenario.id,
  installed: true,
  ownerId: null,
  ownerName: null,
  sharedWith: [],
  editable: false,
  title: scenario.title?.fr,
  languages: scenario.languages,
  revision: 1,
  savedAt: '2026-01-05T09:00:00Z',
  versions: [{ version: 1, publishedAt: '2026-01-05T09:00:00Z', publishedBy: null }],
  unpublishedChanges: false,
  sessionCount: 0,
});

/** A case written in the editor, by default the signed-in admin's (`me`), never published. */
export const writtenCase = (id: string, values: Partial<CaseSummary> = {}): CaseSummary => ({
  id,
  installed: false,
  ownerId: 'me',
  ownerName: 'regie',
  sharedWith: [],
  editable: true,
  languages: ['en'],
  revision: 4,
  savedAt: '2026-11-28T10:00:00Z',
  versions: [],
  unpublishedChanges: true,
  sessionCount: 0,
  ...values,
});
