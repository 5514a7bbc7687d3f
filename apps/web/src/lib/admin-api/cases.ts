import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  caseDraftSchema,
  caseSummarySchema,
  publishedCaseSchema,
  savedCaseDraftSchema,
  type CaseDraft,
  type CaseSummary,
  type CreateCase,
  type PublishedCase,
  type SavedCaseDraft,
  type StartTrial,
} from '@coulisses/shared/case/case.schema';
import { registeredPlayerSchema, type RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { api } from '../api-client';
import { fileNameFromDisposition, saveBlob } from '../download';
import { removeOrGone } from './not-found';
import { adminKeys } from './query-keys';

/** The cases of the library and their editor (docs/product.md#case-editor). */
const casePath = (id: string) => `cases/${encodeURIComponent(id)}`;

/** GET /v1/cases: the installed cases and those the admin may read, with their versions. */
export async function listCases(): Promise<CaseSummary[]> {
  return z.array(caseSummarySchema).parse(await api.get('cases').json());
}

export const getCasesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.cases(), queryFn: listCases, staleTime: 0 });

export const useCases = () => useQuery(getCasesQueryOptions());

/** GET /v1/cases/{id}/draft: every file of the draft, images in base64, with its revision. */
export async function readCaseDraft(id: string): Promise<CaseDraft> {
  return caseDraftSchema.parse(await api.get(`${casePath(id)}/draft`).json());
}

/** The draft as the editor opens it: read once, then the editor's own state holds it. */
export const getCaseDraftQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.caseDraft(id),
    queryFn: () => readCaseDraft(id),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useCaseDraft = (id: string) => useQuery(getCaseDraftQueryOptions(id));

/** PUT /v1/cases/{id}/draft: the files changed since `revision` (null deletes one). */
export async function saveCaseDraft(
  id: string,
  revision: number,
  files: Record<string, string | null>,
): Promise<SavedCaseDraft> {
  return savedCaseDraftSchema.parse(
    await api.put(`${casePath(id)}/draft`, { json: { revision, files }, timeout: 60_000 }).json(),
  );
}

/** POST /v1/cases/{id}/versions: the draft, as last seen at `revision`, becomes the next version. */
export async function publishCase(id: string, revision: number): Promise<PublishedCase> {
  return publishedCaseSchema.parse(
    await api.post(`${casePath(id)}/versions`, { json: { revision }, timeout: 60_000 }).json(),
  );
}

/** POST /v1/cases: a new case from its first files, or a copy of another. */
export async function createCase(input: CreateCase): Promise<string> {
  return z.object({ id: z.string() }).parse(await api.post('cases', { json: input, timeout: 60_000 }).json())
    .id;
}

/** POST /v1/cases/import: a zip laid out as content/scenarios/<id>/ becomes a new case. */
export async function importCase(zip: Blob): Promise<string> {
  const answer = await api.post('cases/import', {
    body: zip,
    headers: { 'content-type': 'application/zip' },
    timeout: 120_000,
  });
  return z.object({ id: z.string() }).parse(await answer.json()).id;
}

/** PUT /v1/cases/{id}/shares: its owner shares it with exactly these admins. */
export async function shareCase(id: string, adminIds: string[]): Promise<void> {
  await api.put(`${casePath(id)}/shares`, { json: { adminIds } });
}

/** DELETE /v1/cases/{id}: a case no session plays. */
export async function deleteCase(id: string): Promise<void> {
  await api.delete(casePath(id));
}

/**
 * GET /v1/cases/{id}/archive through the API client (it carries the admin's credentials),
 * handed to the browser as a download: the latest version, a given one, or the draft.
 */
export async function downloadCaseArchive(id: string, version?: number | 'draft'): Promise<string> {
  const query = version === undefined ? '' : `?version=${version}`;
  const response = await api.get(`${casePath(id)}/archive${query}`, { timeout: 120_000 });
  const fileName =
    fileNameFromDisposition(response.headers.get('Content-Disposition')) ??
    `${id}${version === undefined ? '' : `-${version}`}.zip`;
  saveBlob(await response.blob(), fileName);
  return fileName;
}

/** Reads the library again after an action changed it, and what plays (GET /v1/scenarios) too. */
function useLibraryChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.cases() }),
      queryClient.invalidateQueries({ queryKey: adminKeys.scenarios() }),
    ]);
}

export function useCreateCase() {
  const changed = useLibraryChanged();
  return useMutation({ mutationFn: createCase, onSuccess: changed });
}

export function useImportCase() {
  const changed = useLibraryChanged();
  return useMutation({ mutationFn: importCase, onSuccess: changed });
}

export function useShareCase(id: string) {
  const changed = useLibraryChanged();
  return useMutation({ mutationFn: (adminIds: string[]) => shareCase(id, adminIds), onSuccess: changed });
}

/** Deletes a case. Already gone (someone deleted it first) is what was asked: success. */
export function useDeleteCase() {
  const changed = useLibraryChanged();
  return useMutation({ mutationFn: (id: string) => removeOrGone(() => deleteCase(id)), onSuccess: changed });
}

export function usePublishCase(id: string) {
  const changed = useLibraryChanged();
  return useMutation({ mutationFn: (revision: number) => publishCase(id, revision), onSuccess: changed });
}

/** POST /v1/cases/{id}/trials: the author plays the draft as a player (docs/product.md#case-editor). */
export async function startTrial(id: string, input: StartTrial): Promise<RegisteredPlayer> {
  return registeredPlayerSchema.parse(
    await api.post(`${casePath(id)}/trials`, { json: input, timeout: 60_000 }).json(),
  );
}
