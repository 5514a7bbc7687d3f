import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Puts an action's effect into a cached list at once, then reads the list again in the
 * background — the action does not wait for that read. A read already on its way, left
 * before the action, is dropped first: its older list would put back what was just removed.
 */
export async function changeCachedList<Item>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  change: (items: Item[]) => Item[],
): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData<Item[]>(queryKey, (items) => items && change(items));
  void queryClient.invalidateQueries({ queryKey });
}
