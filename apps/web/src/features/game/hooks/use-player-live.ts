import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLiveEvents } from '../../../hooks/use-live-events';
import { playerHeaders } from '../../../lib/api-client';
import type { LiveStatus } from '../../../lib/live-events';
import { gameKeys } from '../api/game-keys';
import { tellNotepad } from '../api/notepad-news';
import type { PresenceEvent } from './heard-presence';

/**
 * docs/product.md#live-events: the player's live channel (GET /v1/players/{id}/events), so that a
 * start or a pause reaches the game at once and a message shows as soon as it is sent:
 * each event makes the game or the messages be asked again. Each time the stream
 * (re)opens, the news it may have missed are fetched too. `onDeleted`: the game master
 * deleted the session, this game is gone. `onPresence`: a teammate says what they are on
 * (docs/product.md#team-presence).
 */
export function usePlayerLive(
  player: RegisteredPlayer,
  onDeleted: () => void,
  onPresence?: (event: PresenceEvent) => void,
): { status: LiveStatus; refusedWith?: number } {
  const client = useQueryClient();
  const { id, token } = player;
  // What was asked before the news cannot know of it: that request's answer is dropped and
  // the server asked again.
  const askAgain = (key: readonly unknown[]) =>
    void client.cancelQueries({ queryKey: key }).then(() => client.invalidateQueries({ queryKey: key }));

  const live = useLiveEvents(
    `players/${encodeURIComponent(id)}/events`,
    () => playerHeaders(token),
    (event) => {
      if (event.type === 'session') askAgain(gameKeys.states(id));
      else if (event.type === 'message') {
        askAgain(gameKeys.messages(id));
        // A hint of the case the game master sent is the player's too: their lock shows it.
        if (event.playerId === id) askAgain(gameKeys.states(id));
      } else if (event.type === 'sessionDeleted') onDeleted();
      // Removed, or gone on from another device: is this device still theirs? (use-player-check)
      else if (event.type === 'playerGone' && event.playerId === id) askAgain(gameKeys.ownPlayer(id));
      // docs/product.md#teams: a teammate moved the team's game, or someone came or went.
      else if (event.type === 'teamGame') {
        // This phone's own action already brought the game back with its answer.
        if (event.playerId !== id) askAgain(gameKeys.states(id));
        askAgain(gameKeys.feeds(id));
      } else if (event.type === 'notepad') {
        // docs/product.md#team-notepad: a small update comes whole, and is merged as it is.
        const merged =
          event.update !== undefined &&
          tellNotepad(event.teamId, { playerId: event.playerId, update: event.update });
        if (!merged) askAgain(gameKeys.notepads(id));
      } else if (event.type === 'presence') onPresence?.(event);
      // docs/product.md#team-board: a member pinned, took off or voted on a clue.
      else if (event.type === 'teamBoard') askAgain(gameKeys.boards(id));
      else if (event.type === 'team') {
        askAgain(gameKeys.teams(id));
        // Placed in a team, or out of one, by the game master: the game is another.
        if (event.playerId === id) askAgain(gameKeys.states(id));
      }
    },
  );

  const opened = live.status === 'open';
  useEffect(() => {
    if (!opened) return;
    askAgain(gameKeys.states(id));
    askAgain(gameKeys.messages(id));
    askAgain(gameKeys.teams(id));
    askAgain(gameKeys.feeds(id));
    askAgain(gameKeys.notepads(id));
    askAgain(gameKeys.boards(id));
    // Once per opening of the stream.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  return live;
}
