import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { HTTPError, TimeoutError, type NormalizedOptions } from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPassingFailure, queryClient } from './query-client';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
  queryClient.clear();
});

describe('the app’s query cache', () => {
  it('sends an action at once while the browser says it is offline, instead of holding it until the network returns', async () => {
    onlineManager.setOnline(false);
    const send = vi.fn().mockResolvedValue('answered by the service worker');
    const action = new MutationObserver<string, Error, void>(queryClient, { mutationFn: send });
    await expect(action.mutate()).resolves.toBe('answered by the service worker');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('reads at once while offline, and a read that fails offline fails at once, unrepeated', async () => {
    onlineManager.setOnline(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const read = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(queryClient.fetchQuery({ queryKey: ['offline read'], queryFn: read })).rejects.toThrow(
      'Failed to fetch',
    );
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('asks again after a 5xx or a network failure, never after a refusal or a request that timed out', async () => {
    const request = new Request('http://localhost/v1/players/p/game');
    const answered = (status: number) =>
      new HTTPError(new Response(null, { status }), request, {} as NormalizedOptions);
    expect(isPassingFailure(answered(503))).toBe(true);
    expect(isPassingFailure(answered(429))).toBe(true);
    expect(isPassingFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isPassingFailure(answered(404))).toBe(false);
    expect(isPassingFailure(answered(403))).toBe(false);

    const read = vi.fn().mockRejectedValue(new TimeoutError(request));
    await expect(queryClient.fetchQuery({ queryKey: ['slow read'], queryFn: read })).rejects.toBeInstanceOf(
      TimeoutError,
    );
    expect(read).toHaveBeenCalledTimes(1);
  });
});
