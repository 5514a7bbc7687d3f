import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from './query-client';

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
});
