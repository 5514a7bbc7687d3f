import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@coulisses/shared/live/live-event.schema';
import { LocalLiveEvents } from './live-events.js';

const paused = (sessionId: string): LiveEvent => ({ type: 'session', sessionId, status: 'paused' });
/** Player p1 of session AB2CDE has solved a lock: an event for the game masters' dashboards. */
const solved: LiveEvent = { type: 'player', sessionId: 'AB2CDE', playerId: 'p1', locksSolved: 1, score: 100 };

describe('LocalLiveEvents', () => {
  it("never gives a player's stream another player's progress or reading, but does give them a player gone", async () => {
    const live = new LocalLiveEvents();
    const player: LiveEvent[] = [];
    const gameMaster: LiveEvent[] = [];
    live.subscribePlayer('AB2CDE', { id: 'p1', teamId: null }, (event) => player.push(event));
    live.subscribe('AB2CDE', (event) => gameMaster.push(event));
    const read: LiveEvent = { type: 'messagesRead', sessionId: 'AB2CDE', playerId: 'p1' };
    const gone: LiveEvent = { type: 'playerGone', sessionId: 'AB2CDE', playerId: 'p1', reason: 'removed' };
    for (const event of [solved, read, gone]) await live.publish(event);
    expect(gameMaster).toEqual([solved, read, gone]);
    expect(player).toEqual([gone]);
  });

  it('says which players have a stream open in the session, until it stops', async () => {
    const live = new LocalLiveEvents();
    const first = live.subscribePlayer('AB2CDE', { id: 'p1', teamId: 't1' }, () => undefined);
    live.subscribePlayer('AB2CDE', { id: 'p2', teamId: 't1' }, () => undefined);
    live.subscribePlayer('ZZ9ZZ9', { id: 'p3', teamId: null }, () => undefined);
    live.subscribe('AB2CDE', () => undefined);
    expect(await live.listening('AB2CDE', ['p1', 'p2', 'p3', 'p4'])).toEqual(new Set(['p1', 'p2']));
    first.stop();
    expect(await live.listening('AB2CDE', ['p1', 'p2'])).toEqual(new Set(['p2']));
  });

  it("delivers an event to every listener of its session, and to no other session's", async () => {
    const live = new LocalLiveEvents();
    const first: LiveEvent[] = [];
    const second: LiveEvent[] = [];
    const elsewhere: LiveEvent[] = [];
    live.subscribe('AB2CDE', (event) => first.push(event));
    live.subscribe('AB2CDE', (event) => second.push(event));
    live.subscribe('ZZ9ZZ9', (event) => elsewhere.push(event));

    await live.publish(paused('AB2CDE'));
    const joined: LiveEvent = {
      type: 'player',
      sessionId: 'AB2CDE',
      playerId: 'p1',
      locksSolved: 0,
      score: 0,
    };
    await live.publish(joined);
    expect(first).toEqual([paused('AB2CDE'), joined]);
    expect(second).toEqual(first);
    expect(elsewhere).toEqual([]);
  });

  it("delivers once the publisher's turn is over, so an announcing request does not wait", async () => {
    const live = new LocalLiveEvents();
    const received: LiveEvent[] = [];
    live.subscribe('AB2CDE', (event) => received.push(event));
    const publishing = live.publish(paused('AB2CDE'));
    expect(received).toEqual([]);
    await publishing;
    expect(received).toEqual([paused('AB2CDE')]);
  });

  it("delivers a player's progress at once: it goes to the dashboards only, and a busy loop must not hold it", () => {
    const live = new LocalLiveEvents();
    const received: LiveEvent[] = [];
    live.subscribe('AB2CDE', (event) => received.push(event));
    void live.publish(solved);
    expect(received).toEqual([solved]);
  });

  it("offers a player's progress to the game masters only, and the rest to the players too", async () => {
    const live = new LocalLiveEvents();
    const gameMaster: LiveEvent[] = [];
    const player: LiveEvent[] = [];
    live.subscribe('AB2CDE', (event) => gameMaster.push(event));
    const { stop } = live.subscribePlayer('AB2CDE', { id: 'p1', teamId: null }, (event) =>
      player.push(event),
    );
    await live.publish(solved);
    await live.publish(paused('AB2CDE'));
    expect(gameMaster).toEqual([solved, paused('AB2CDE')]);
    expect(player).toEqual([paused('AB2CDE')]);
    expect(live.listenerCount).toBe(2);
    stop();
    expect(live.listenerCount).toBe(1);
  });

  it("offers a team's events to its members only, follows a player moved, and addresses messages", async () => {
    const live = new LocalLiveEvents();
    const heard = { eleni: [] as LiveEvent[], marc: [] as LiveEvent[], ana: [] as LiveEvent[] };
    live.subscribePlayer('AB2CDE', { id: 'eleni', teamId: 't1' }, (event) => heard.eleni.push(event));
    const marc = live.subscribePlayer('AB2CDE', { id: 'marc', teamId: 't2' }, (event) =>
      heard.marc.push(event),
    );
    live.subscribePlayer('AB2CDE', { id: 'ana', teamId: null }, (event) => heard.ana.push(event));
    const game = (teamId: string): LiveEvent => ({
      type: 'teamGame',
      sessionId: 'AB2CDE',
      teamId,
      playerId: null,
      locksSolved: 1,
      score: 100,
    });
    const message = (playerId: string | null, teamId: string | null): LiveEvent => ({
      type: 'message',
      sessionId: 'AB2CDE',
      playerId,
      teamId,
      messageId: `m-${playerId}-${teamId}`,
    });
    const moved: LiveEvent = {
      type: 'team',
      sessionId: 'AB2CDE',
      teamId: 't1',
      playerId: 'ana',
      previousTeamId: null,
    };
    const locked: LiveEvent = {
      type: 'team',
      sessionId: 'AB2CDE',
      teamId: null,
      playerId: null,
      previousTeamId: null,
    };
    await live.publish(game('t1'));
    await live.publish(message(null, 't2'));
    await live.publish(message('ana', null));
    await live.publish(moved);
    expect(heard.eleni).toEqual([game('t1'), moved]);
    expect(heard.marc).toEqual([message(null, 't2')]);
    expect(heard.ana).toEqual([message('ana', null), moved]);

    // Marc moved to t1 (his stream heard so): t1's game reaches him, t2's no longer does.
    marc.moveTo('t1');
    await live.publish(game('t2'));
    await live.publish(game('t1'));
    await live.publish(locked);
    await live.publish(message(null, null));
    expect(heard.marc.slice(1)).toEqual([game('t1'), locked, message(null, null)]);
    expect(heard.ana).toEqual([message('ana', null), moved, locked, message(null, null)]);
  });

  it("offers what a member is on to their team's streams alone, never to the game masters'", async () => {
    const live = new LocalLiveEvents();
    const heard = { gameMaster: [] as LiveEvent[], team: [] as LiveEvent[], other: [] as LiveEvent[] };
    live.subscribe('AB2CDE', (event) => heard.gameMaster.push(event));
    live.subscribePlayer('AB2CDE', { id: 'marc', teamId: 't1' }, (event) => heard.team.push(event));
    live.subscribePlayer('AB2CDE', { id: 'ana', teamId: 't2' }, (event) => heard.other.push(event));
    const presence: LiveEvent = {
      type: 'presence',
      sessionId: 'AB2CDE',
      teamId: 't1',
      playerId: 'eleni',
      lockId: 'security-computer',
      documentId: null,
      typing: false,
      cursor: null,
    };
    await live.publish(presence);
    await live.publish(paused('AB2CDE'));
    expect(heard.team).toEqual([presence, paused('AB2CDE')]);
    expect(heard.other).toEqual([paused('AB2CDE')]);
    expect(heard.gameMaster).toEqual([paused('AB2CDE')]);
  });

  it('counts its listeners; unsubscribing stops delivery and twice is harmless', async () => {
    const live = new LocalLiveEvents();
    const received: LiveEvent[] = [];
    const stop = live.subscribe('AB2CDE', (event) => received.push(event));
    const stopOther = live.subscribe('AB2CDE', () => undefined);
    live.subscribe('ZZ9ZZ9', () => undefined);
    expect(live.listenerCount).toBe(3);

    stop();
    stop();
    expect(live.listenerCount).toBe(2);
    await live.publish(paused('AB2CDE'));
    expect(received).toEqual([]);
    stopOther();
    expect(live.listenerCount).toBe(1);
  });

  it('keeps two subscriptions of the same function apart', async () => {
    const live = new LocalLiveEvents();
    const received: LiveEvent[] = [];
    const listener = (event: LiveEvent) => received.push(event);
    const stopFirst = live.subscribe('AB2CDE', listener);
    live.subscribe('AB2CDE', listener);
    stopFirst();
    await live.publish(paused('AB2CDE'));
    expect(received).toHaveLength(1);
    expect(live.listenerCount).toBe(1);
  });

  it('holds thousands of listeners of one session without a leak warning', async () => {
    const live = new LocalLiveEvents();
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    let calls = 0;
    const stops = Array.from({ length: 5000 }, () => live.subscribe('AB2CDE', () => (calls += 1)));
    await live.publish(paused('AB2CDE'));
    await new Promise((resolve) => setImmediate(resolve));
    process.off('warning', onWarning);
    expect(calls).toBe(5000);
    expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual([]);
    stops.forEach((stop) => stop());
    expect(live.listenerCount).toBe(0);
  });

  it('drops every listener when closed', async () => {
    const live = new LocalLiveEvents();
    const received: LiveEvent[] = [];
    const stop = live.subscribe('AB2CDE', (event) => received.push(event));
    await live.close();
    expect(live.listenerCount).toBe(0);
    await live.publish(paused('AB2CDE'));
    expect(received).toEqual([]);
    // A stream that ends after the close does not drive the count below zero.
    stop();
    expect(live.listenerCount).toBe(0);
  });
});
