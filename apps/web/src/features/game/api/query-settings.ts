import { isOfflineFailure } from '../../../lib/api-client';
import { isPassingFailure } from '../../../lib/query-client';

/**
 * The game's queries go out even offline, because the service worker may answer them from
 * its cache on a reload; a failure offline is said at once (the offline screens), not
 * asked again.
 */
export const gameQuerySettings = {
  networkMode: 'always',
  retry: (failures: number, error: unknown) =>
    failures < 3 && !isOfflineFailure(error) && isPassingFailure(error),
} as const;
