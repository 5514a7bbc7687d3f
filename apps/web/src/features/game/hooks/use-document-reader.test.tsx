import type * as ApiClient from '../../../lib/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameDocument } from '@coulisses/shared/game/game.schema';
import { SnackbarProvider } from '../../../lib/snackbar';
import { deferred, gameState, player, replyLater } from '../test/game-fixtures';
import { queryWrapper } from '../test/query-wrapper';
import { useDocumentReader } from './use-document-reader';
import { useGameView } from './use-game-view';

const server = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: server,
}));

const documentOf = (id: string): GameDocument => ({
  id,
  folderId: 'case-file',
  title: `Document ${id}`,
  style: 'report',
  markdown: `# ${id}`,
});

/** Each document the player asks for answers when the test says so. */
function slowDocuments() {
  const pending = new Map<string, ReturnType<typeof deferred<GameDocument>>>();
  server.get.mockImplementation((path: string) => {
    const id = path.split('/').pop() ?? '';
    const answer = deferred<GameDocument>();
    pending.set(id, answer);
    return replyLater(answer.promise);
  });
  return async (id: string) => {
    await waitFor(() => expect(pending.has(id)).toBe(true));
    const answer = pending.get(id);
    await act(async () => {
      answer?.resolve(documentOf(id));
      await answer?.promise;
    });
  };
}

function renderReader() {
  const { client, wrapper: Query } = queryWrapper();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Query>
      <SnackbarProvider>{children}</SnackbarProvider>
    </Query>
  );
  const refresh = () => Promise.resolve();
  const rendered = renderHook(
    () => {
      const view = useGameView();
      return { view: view.view, reader: useDocumentReader(player, gameState('playing'), view, refresh) };
    },
    { wrapper },
  );
  return { client, ...rendered };
}

beforeEach(() => {
  server.get.mockReset();
});

describe('the document being read', () => {
  it('shows the last one asked for, even when an earlier one answers later', async () => {
    const answer = slowDocuments();
    const { result, client } = renderReader();
    act(() => void result.current.reader.open('programme'));
    act(() => void result.current.reader.open('letter'));
    expect(result.current.reader.loading).toBe(true);

    await answer('letter');
    await waitFor(() => expect(result.current.reader.document?.id).toBe('letter'));
    await answer('programme');
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(result.current.reader.document?.id).toBe('letter');
    expect(result.current.view.document).toBe('letter');
  });

  it('stays closed when the document answers after it was closed', async () => {
    const answer = slowDocuments();
    const { result, client } = renderReader();
    act(() => void result.current.reader.open('programme'));
    act(() => result.current.reader.close());
    await answer('programme');
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(result.current.reader.document).toBeUndefined();
    expect(result.current.reader.loading).toBe(false);
    expect(result.current.view.document).toBeUndefined();
  });
});
