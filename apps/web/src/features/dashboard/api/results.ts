import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fileNameFromDisposition, saveBlob } from '../../../lib/download';

/**
 * GET /v1/sessions/{id}/results.csv (docs/product.md#csv-export) through the API client: the export needs
 * the admin's Authorization header, which a plain link cannot carry.
 */
export async function fetchResultsCsv(sessionId: string): Promise<{ blob: Blob; fileName: string }> {
  const response = await api.get(`sessions/${encodeURIComponent(sessionId)}/results.csv`);
  return {
    blob: await response.blob(),
    fileName:
      fileNameFromDisposition(response.headers.get('Content-Disposition')) ??
      `coulisses-${sessionId.toUpperCase()}-results.csv`,
  };
}

/** Downloads the results as CSV; resolves with the file's name once the browser has it. */
export const useExportResults = (sessionId: string) =>
  useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await fetchResultsCsv(sessionId);
      saveBlob(blob, fileName);
      return fileName;
    },
  });
