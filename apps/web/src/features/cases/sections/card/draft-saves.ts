import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { SAVE_AFTER_MS } from '../../editor/use-case-editor';
import { api, http, HttpResponse, useMockApi } from '../../../../test/mock-api';

/** What one save of the draft sent: the files it changed, null for a file deleted. */
export type SavedFiles = Record<string, string | null>;

/**
 * For a section's tests: the mock API takes the draft's saves (PUT cases/:id/draft) and keeps
 * the files each sent, in order, to prove what a change saved (docs/product.md#case-editor).
 */
export function useDraftSaves(): SavedFiles[] {
  const saves: SavedFiles[] = [];
  let revision = 1;
  useMockApi(
    http.put(api('cases/:id/draft'), async ({ request }) => {
      const body = (await request.json()) as { files: SavedFiles };
      saves.push(body.files);
      revision += 1;
      return HttpResponse.json({ revision, savedAt: '2026-11-30T10:00:05.000Z' });
    }),
  );
  beforeEach(() => {
    saves.length = 0;
    // The autosave waits a second after the last change: the tests let it pass at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return saves;
}

/** Lets the autosave's second pass, then waits for its PUT to be answered. */
export async function afterAutosave(saves: SavedFiles[], count = 1): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(SAVE_AFTER_MS + 100));
  await vi.waitFor(() => {
    if (saves.length < count) throw new Error(`${saves.length} saves of ${count}`);
  });
}

/** A file of a save, read as JSON. */
export const savedJson = (save: SavedFiles | undefined, path: string): unknown => {
  const text = save?.[path];
  return typeof text === 'string' ? (JSON.parse(text) as unknown) : undefined;
};
