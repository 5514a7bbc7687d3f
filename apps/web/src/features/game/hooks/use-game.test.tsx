import type { CountdownClock } from '../../../hooks/use-countdown';
import type * as ApiClient from '../../../lib/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameState } from '@coulisses/shared/game/game.schema';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { FOLDERS_KEY } from '@coulisses/shared/storage-keys';
import { useTakeHintMutation } from '../api/game';
import { deferred, gameState, player, reply, replyLater } from '../test/game-fixtures';
import { queryWrapper } from '../test/query-wrapper';
import { pollInterval, useGame } from './use-game';

const server = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: server,
}));

beforeEach(() => {
  server.get.mockReset();
  server.post.mockReset();
});
afterEach(() => vi.useRealTimers());

/** The game hook, once the game has come in French. */
async function renderGameInFrench() {
  server.get.mockReturnValueOnce(reply(gameState('Le dernier acte')));
  const { wrapper } = queryWrapper();
  const rendered = renderHook(({ me }: { me: RegisteredPlayer }) => useGame(me), {
    wrapper,
    initialProps: { me: player },
  });
  await waitFor(() => expect(rendered.result.current.state?.title).toBe('Le dernier acte'));
  return rendered;
}

describe('the game as the server last described it', () => {
  it('takes an action’s answer as the game, and a poll that left before it cannot put the older one back', async () => {
    server.get.mockReturnValueOnce(reply(gameState('first')));
    const { client, wrapper } = queryWrapper();
    const { result } = renderHook(() => ({ game: useGame(player), hint: useTakeHintMutation(player) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.game.state?.title).toBe('first'));

    const slowPoll = deferred<GameState>();
    server.get.mockReturnValueOnce(replyLater(slowPoll.promise));
    act(() => void result.current.game.refresh());
    await waitFor(() => expect(server.get).toHaveBeenCalledTimes(2));

    const afterHint = gameState('after the hint', { hintsTaken: 1 });
    server.post.mockReturnValueOnce(reply({ hint: 'Look up.', state: afterHint }));
    const sent = Date.now();
    await act(() => result.current.hint.mutateAsync('lock-1'));
    // The cache's update reaches the hook in a render of its own, which a loaded machine may
    // draw a little after the mutation has settled.
    await waitFor(() => expect(result.current.game.state?.title).toBe('after the hint'));
    // Its clock counts from when the hint's request left (docs/product.md#pacing).
    const kept = result.current.game.state;
    expect(kept).toEqual({ ...afterHint, clock: { ...afterHint.clock, sentAt: expect.any(Number) } });
    const { sentAt } = kept?.clock as CountdownClock;
    expect(sentAt).toBeGreaterThanOrEqual(sent);
    expect(sentAt).toBeLessThanOrEqual(Date.now());

    await act(async () => {
      slowPoll.resolve(gameState('before the hint'));
      await slowPoll.promise;
    });
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(result.current.game.state).toBe(kept);
    // FOLDERS mirrors the state kept, not the late one.
    expect(JSON.parse(sessionStorage.getItem(FOLDERS_KEY) ?? 'null')).toEqual(afterHint.folders);
  });

  it('asks again in the player’s new language, keeping the game on screen until it comes', async () => {
    const { result, rerender } = await renderGameInFrench();

    const english = deferred<GameState>();
    server.get.mockReturnValueOnce(replyLater(english.promise));
    rerender({ me: { ...player, lang: 'en' } });
    await waitFor(() => expect(server.get).toHaveBeenCalledTimes(2));
    expect(result.current.state?.title).toBe('Le dernier acte');

    await act(async () => {
      english.resolve(gameState('The last act'));
      await english.promise;
    });
    await waitFor(() => expect(result.current.state?.title).toBe('The last act'));
  });

  it('keeps the game on screen, and asking, when the game in a new language cannot be had', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { result, rerender } = await renderGameInFrench();

    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.get.mockReturnValueOnce({ json: () => Promise.reject(new TypeError('Failed to fetch')) });
    rerender({ me: { ...player, lang: 'en' } });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(TypeError));
    expect(result.current.state?.title).toBe('Le dernier acte');

    offline.mockRestore();
    server.get.mockReturnValueOnce(reply(gameState('The last act')));
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await waitFor(() => expect(result.current.state?.title).toBe('The last act'));
  });

  it('shows the folders stored before a reload until the server answers', () => {
    const stored = gameState('stored').folders;
    sessionStorage.setItem(FOLDERS_KEY, JSON.stringify(stored));
    server.get.mockReturnValue(replyLater(new Promise(() => undefined)));
    const { wrapper } = queryWrapper();
    const { result } = renderHook(() => useGame(player), { wrapper });
    expect(result.current.state).toBeUndefined();
    expect(result.current.storedFolders).toEqual(stored);
  });

  it('polls every 4 s while waiting, 15 s while playing or sealed, and 30 s while the live stream is open', () => {
    expect(pollInterval(gameState('w', { status: 'waiting' }), false)).toBe(4_000);
    expect(pollInterval(gameState('p', { status: 'playing' }), false)).toBe(15_000);
    expect(pollInterval(gameState('p', { status: 'playing' }), true)).toBe(30_000);
    expect(pollInterval(gameState('f', { status: 'finished' }), false)).toBe(false);
    const sealedVerdict = {
      answers: [{ questionId: 'who', prompt: 'Who?', given: 'Clara' }],
      pointsAtStake: 600,
      reason: 'session' as const,
    };
    expect(pollInterval(gameState('s', { status: 'finished', sealedVerdict }), false)).toBe(15_000);
  });
});
