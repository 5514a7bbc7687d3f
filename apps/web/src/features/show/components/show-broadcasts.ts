import type { Message } from '@coulisses/shared/message/message.schema';

/** The game master's broadcasts the room reads on the big screen: the last few. */
export const BROADCASTS_SHOWN = 3;

/**
 * What of the session's messages the projector shows (docs/product.md#show-screen): the
 * game master's latest words to everyone, newest first. A message to one player or to one
 * team is theirs alone, never the room's; a warning has no words of the game master's.
 */
export function roomBroadcasts(messages: readonly Message[]): Message[] {
  return messages
    .filter(
      (message) =>
        message.playerId === null && message.teamId === null && message.kind !== 'warning' && message.body,
    )
    .sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt))
    .slice(0, BROADCASTS_SHOWN);
}
