import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@coulisses/shared/live/live-event.schema';
import type { Message } from '@coulisses/shared/message/message.schema';
import { LocalLiveEvents } from '../live/live-events.js';
import { eventOutlet } from './event-outlet.js';

const SESSION = 'AB2CDE';
const hello: Message = {
  id: 'm1',
  sessionId: SESSION,
  playerId: 'p1',
  teamId: null,
  kind: 'message',
  body: 'Regardez le programme.',
  minutesLeft: null,
  caseHint: null,
  sentAt: '2026-01-01T20:00:00.000Z',
};

/** An outlet over a real in-process channel, with a game master's stream, a player's stream and a push spy. */
function harness() {
  const live = new LocalLiveEvents();
  const gameMaster: LiveEvent[] = [];
  const player: LiveEvent[] = [];
  const pushed: Message[] = [];
  const lost: LiveEvent[] = [];
  live.subscribe(SESSION, (event) => gameMaster.push(event));
  live.subscribePlayer(SESSION, { id: 'p1', teamId: null }, (event) => player.push(event));
  const events = eventOutlet({
    live,
    push: (message) => pushed.push(message),
    pushProposal: () => undefined,
    lost: (_error, event) => lost.push(event),
  });
  /** Lets the channel's deferred deliveries happen. */
  const settled = () => new Promise((resolve) => setImmediate(resolve));
  return { events, gameMaster, player, pushed, lost, settled };
}

describe('eventOutlet', () => {
  it("sends a game's progress to the game masters' streams once, and pushes nothing", async () => {
    const { events, gameMaster, player, pushed, settled } = harness();
    events.gameChanged({ session_id: SESSION, player_id: 'p1', team_id: null, solved_locks: 2, score: 340 });
    await settled();
    expect(gameMaster).toEqual([
      { type: 'player', sessionId: SESSION, playerId: 'p1', locksSolved: 2, score: 340 },
    ]);
    expect(player).toEqual([]);
    expect(pushed).toEqual([]);
  });

  it('announces a newcomer with nothing solved, and a changed player with their standing', async () => {
    const { events, gameMaster, settled } = harness();
    events.playerJoined({ id: 'p2', sessionId: SESSION });
    events.playerChanged({ id: 'p2', sessionId: SESSION }, { locksSolved: 1, score: 120 });
    await settled();
    expect(gameMaster).toEqual([
      { type: 'player', sessionId: SESSION, playerId: 'p2', locksSolved: 0, score: 0 },
      { type: 'player', sessionId: SESSION, playerId: 'p2', locksSolved: 1, score: 120 },
    ]);
  });

  it('sends a message to every stream of its session once and pushes it once', async () => {
    const { events, gameMaster, player, pushed, settled } = harness();
    events.messageSent(hello);
    await settled();
    const announced = { type: 'message', sessionId: SESSION, playerId: 'p1', teamId: null, messageId: 'm1' };
    expect(gameMaster).toEqual([announced]);
    expect(player).toEqual([announced]);
    expect(pushed).toEqual([hello]);
  });

  it("sends a session's changes and its deletion to every stream, without pushing", async () => {
    const { events, gameMaster, player, pushed, settled } = harness();
    events.sessionChanged({ id: SESSION, status: 'paused' });
    events.sessionDeleted(SESSION);
    await settled();
    const expected = [
      { type: 'session', sessionId: SESSION, status: 'paused' },
      { type: 'sessionDeleted', sessionId: SESSION },
    ];
    expect(gameMaster).toEqual(expected);
    expect(player).toEqual(expected);
    expect(pushed).toEqual([]);
  });

  it('reports an event the channel refused without failing the caller, and still pushes', async () => {
    const lost: LiveEvent[] = [];
    const pushed: Message[] = [];
    const events = eventOutlet({
      live: { publish: () => Promise.reject(new Error('channel closed')) },
      push: (message) => pushed.push(message),
      pushProposal: () => undefined,
      lost: (_error, event) => lost.push(event),
    });
    expect(() => events.messageSent(hello)).not.toThrow();
    await new Promise((resolve) => setImmediate(resolve));
    expect(lost).toEqual([
      { type: 'message', sessionId: SESSION, playerId: 'p1', teamId: null, messageId: 'm1' },
    ]);
    expect(pushed).toEqual([hello]);
  });
});
