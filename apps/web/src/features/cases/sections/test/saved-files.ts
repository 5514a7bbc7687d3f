import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { api, http, HttpResponse } from '../../../../test/mock-api';

/**
 * The files each save sent (PUT cases/:id/draft), by case: what a test proves was saved. Each
 * test edits a case of its own id, so that a save its predecessor sends as it is removed
 * (the editor saves what waits when it leaves) is never taken for its own.
 */
export function savedFiles() {
  const saves: { id: string; files: Record<string, string | null> }[] = [];
  const handler = http.put(api('cases/:id/draft'), async ({ request, params }) => {
    const body = (await request.json()) as { files: Record<string, string | null> };
    saves.push({ id: String(params.id), files: body.files });
    return HttpResponse.json({ revision: saves.length + 1, savedAt: '2026-11-30T10:00:00.000Z' });
  });
  let count = 0;
  return {
    handler,
    /** A case id no other test of the file uses. */
    nextId: () => `test-case-${(count += 1)}`,
    /** The files the last save of case `id` sent, once one is sent (after the editor's pause). */
    async last(id: string): Promise<Record<string, string | null>> {
      await waitFor(() => expect(saves.some((save) => save.id === id)).toBe(true), { timeout: 4000 });
      return saves.filter((save) => save.id === id).at(-1)?.files ?? {};
    },
  };
}
