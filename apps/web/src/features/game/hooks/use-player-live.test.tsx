import type * as ApiClient from '../../../lib/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@coulisses/shared/live/live-event.schema';
import { gameState, player, reply } from '../test/game-fixtures';
import { queryWrapper } from '../test/query-wrapper';
import { useGame } from './use-game';
import { useMessages } from './use-messages';
import { usePlayerLive } from './use-player-live';

const server = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: server,
}));
// The stream itself is the live-events module's affair: here, the test sends its events.
const stream = vi.hoisted(() => ({ send: (_event: LiveEvent) => undefined as void }));
vi.mock('../../../hooks/use-live-events', () => ({
  useLiveEvents: (_path: string, _headers: unknown, onEvent: (event: LiveEvent) => void) => {
    stream.send = onEvent;
    return { status: 'connecting' };
  },
}));

const message = {
  id: 'm1',
  sessionId: player.sessionId,
  playerId: null,
  teamId: null,
  kind: 'message',
  body: 'Curtain in five minutes.',
  minutesLeft: null,
  caseHint: null,
  sentAt: '2026-11-22T20:00:00.000Z',
};

/** Answers by path, from what the server holds now. */
function serve(holds: { game: unknown; messages: unknown[] }) {
  server.get.mockImplementation((path: string) => {
    return reply(path.endsWith('/messages') ? holds.messages : holds.game);
  });
}

function renderGame(onDeleted = vi.fn()) {
  const { wrapper } = queryWrapper();
  return renderHook(
    () => {
      usePlayerLive(player, onDeleted);
      return { game: useGame(player), inbox: useMessages(player) };
    },
    { wrapper },
  );
}

beforeEach(() => {
  server.get.mockReset();
});

describe('the player’s live channel', () => {
  it('brings the game master’s start at once', async () => {
    const holds = { game: gameState('waiting', { status: 'waiting' }), messages: [] };
    serve(holds);
    const { result } = renderGame();
    await waitFor(() => expect(result.current.game.state?.status).toBe('waiting'));

    holds.game = gameState('started', { status: 'playing' });
    act(() => stream.send({ type: 'session', sessionId: player.sessionId, status: 'running' }));
    await waitFor(() => expect(result.current.game.state?.status).toBe('playing'));
  });

  it('shows a message as soon as it is sent', async () => {
    const holds = { game: gameState('playing'), messages: [] as unknown[] };
    serve(holds);
    const { result } = renderGame();
    await waitFor(() => expect(result.current.game.state).toBeDefined());
    expect(result.current.inbox.unread).toEqual([]);

    holds.messages = [message];
    act(() =>
      stream.send({
        type: 'message',
        sessionId: player.sessionId,
        playerId: null,
        teamId: null,
        messageId: 'm1',
      }),
    );
    await waitFor(() => expect(result.current.inbox.unread.map((unread) => unread.id)).toEqual(['m1']));
  });

  it('says when the game master deleted the session', () => {
    serve({ game: gameState('playing'), messages: [] });
    const onDeleted = vi.fn();
    renderGame(onDeleted);
    act(() => stream.send({ type: 'sessionDeleted', sessionId: player.sessionId }));
    expect(onDeleted).toHaveBeenCalledOnce();
  });
});
