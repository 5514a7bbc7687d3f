import { useCallback } from 'react';
import type { CaseSummary } from '@coulisses/shared/case/case.schema';
import { downloadCaseArchive } from '../../../lib/admin-api/cases';
import { useReportFailure } from '../../../hooks/use-report-failure';

/**
 * Downloads a case as its zip (docs/product.md#case-editor): its latest version, or the draft
 * of a case never published, which has no version yet; says why when it cannot.
 */
export function useExportCase() {
  const report = useReportFailure();
  return useCallback(
    async (id: string, summary: Pick<CaseSummary, 'installed' | 'versions'> | undefined) => {
      const draftOnly = summary !== undefined && !summary.installed && summary.versions.length === 0;
      try {
        await downloadCaseArchive(id, draftOnly ? 'draft' : undefined);
      } catch (error) {
        await report(error, 'admin.scenarios.exportFailed');
      }
    },
    [report],
  );
}
