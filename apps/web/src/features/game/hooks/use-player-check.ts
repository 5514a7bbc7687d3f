import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { HTTPError } from 'ky';
import { useEffect } from 'react';
import type { LiveStatus } from '../../../lib/live-events';
import type { RegisterNotice } from '../../../lib/register-notice';
import { useOwnPlayerQuery } from '../api/player';

const GONE = [401, 403, 404];

/**
 * Is the player still there? Asked once per visit of the game screen, and again when the
 * live stream is refused: most likely the player is gone (the session deleted while this
 * device was offline), unless the stream already said so. Gone: `onGone`, to register again,
 * with the notice that says why.
 */
export function usePlayerCheck(
  player: RegisteredPlayer,
  live: LiveStatus,
  sessionDeleted: boolean,
  onGone: (notice: RegisterNotice) => void,
) {
  const check = useOwnPlayerQuery(player);
  const { refetch, error } = check;

  useEffect(() => {
    if (live === 'closed' && !sessionDeleted) void refetch();
    // Only the stream's closing asks again, not the dialog that may follow it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live]);

  useEffect(() => {
    // The player was removed or the token no longer matches: register again.
    if (!(error instanceof HTTPError) || !GONE.includes(error.response.status)) return;
    onGone('game.playerGone');
    // One notice per refusal, whatever else renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
}
