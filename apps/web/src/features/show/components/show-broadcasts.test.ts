import { describe, expect, it } from 'vitest';
import type { Message } from '@coulisses/shared/message/message.schema';
import { roomBroadcasts } from './show-broadcasts';

const message = (id: string, fields: Partial<Message>): Message => ({
  id,
  sessionId: 'ABC234',
  playerId: null,
  teamId: null,
  kind: 'message',
  body: `Words ${id}`,
  minutesLeft: null,
  caseHint: null,
  sentAt: '2026-11-27T20:00:00.000Z',
  ...fields,
});

const at = (minute: number) => `2026-11-27T20:${String(minute).padStart(2, '0')}:00.000Z`;

describe('what of the messages the projector shows', () => {
  it('shows the words to everyone, never those to one team or one player, nor a warning', () => {
    const shown = roomBroadcasts([
      message('team', { teamId: 'team-1', sentAt: at(5) }),
      message('player', { playerId: 'player-1', sentAt: at(4) }),
      message('warning', { kind: 'warning', body: null, minutesLeft: 10, sentAt: at(3) }),
      message('everyone', { sentAt: at(2) }),
      message('hint to all', { kind: 'hint', sentAt: at(1) }),
    ]);
    expect(shown.map((shownMessage) => shownMessage.id)).toEqual(['everyone', 'hint to all']);
  });

  it('shows the last three, newest first', () => {
    const shown = roomBroadcasts([1, 4, 2, 3].map((minute) => message(`m${minute}`, { sentAt: at(minute) })));
    expect(shown.map((shownMessage) => shownMessage.id)).toEqual(['m4', 'm3', 'm2']);
  });
});
