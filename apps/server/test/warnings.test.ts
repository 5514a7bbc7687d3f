import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@coulisses/shared/live/live-event.schema';
import { eventOutlet, type EventOutlet } from '../src/modules/events/event-outlet.js';
import { sendDueWarnings } from '../src/modules/messages/warnings.js';
import {
  admin,
  finishGame,
  newPlayer,
  newSession,
  startGame,
  transition,
  type TestPlayer,
} from './fixtures.js';
import { ENGINES, startTestServer, TestClient, type TestServer } from './helper.js';

const MINUTE = 60_000;
/** A moment `minutes` from now: the checks run with a clock moved forward, nobody waits. */
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE + 1000);

describe.each(ENGINES)('scheduled warnings on %s', (engine) => {
  let server: TestServer;
  let client: TestClient;
  /** Everything the warnings announced, on its way to the real live channel. */
  let published: LiveEvent[];
  let events: EventOutlet;

  beforeAll(async () => {
    // The server's own timer stays off: each check below runs at a chosen moment.
    server = await startTestServer(engine, { WARNING_CHECK_SECONDS: '0' });
    client = new TestClient(server.url);
    const real = server.app.live;
    published = [];
    events = eventOutlet({
      live: {
        publish: async (event) => {
          published.push(event);
          await real.publish(event);
        },
      },
      push: () => undefined,
      pushProposal: () => undefined,
      lost: (error) => {
        throw error;
      },
    });
  });
  afterAll(() => server.close());

  const warningsOf = async (player: TestPlayer) => {
    const rows = await server.database.db
      .selectFrom('messages')
      .select(['minutes_left', 'kind', 'body', 'player_id'])
      .where('player_id', '=', player.id)
      .orderBy('sent_at')
      .execute();
    return rows.map((row) => ({ ...row, minutes_left: Number(row.minutes_left) }));
  };
  const announcedTo = (player: TestPlayer) =>
    published.filter((event) => event.type === 'message' && event.playerId === player.id);

  /** A running 60-minute session whose player has started; finished by `done` so later checks skip it. */
  async function startedPlayer() {
    const session = await newSession(client, { durationMinutes: 60 });
    const player = await newPlayer(client, session.id);
    await startGame(client, player);
    return { session, player, done: () => transition(client, session.id, { action: 'finish' }) };
  }

  it('sends "10 minutes left" once when the time comes, then "2 minutes left" once', async () => {
    const { session, player, done } = await startedPlayer();
    expect(await sendDueWarnings(server.database.db, events, inMinutes(49))).toBe(0);
    expect(await warningsOf(player)).toEqual([]);

    expect(await sendDueWarnings(server.database.db, events, inMinutes(50))).toBe(1);
    expect(await warningsOf(player)).toEqual([
      { player_id: player.id, kind: 'warning', body: null, minutes_left: 10 },
    ]);
    expect(announcedTo(player)).toEqual([
      expect.objectContaining({ type: 'message', sessionId: session.id, playerId: player.id }),
    ]);
    // A later round, even one that forgot what it sent (another instance), sends nothing again.
    expect(await sendDueWarnings(server.database.db, events, inMinutes(51))).toBe(0);
    expect(await sendDueWarnings(server.database.db, events, inMinutes(51), new Set())).toBe(0);
    expect(announcedTo(player)).toHaveLength(1);

    expect(await sendDueWarnings(server.database.db, events, inMinutes(58))).toBe(1);
    expect((await warningsOf(player)).map((row) => row.minutes_left)).toEqual([10, 2]);
    expect(await sendDueWarnings(server.database.db, events, inMinutes(59))).toBe(0);
    expect(announcedTo(player)).toHaveLength(2);

    // The player reads them among their messages, with the minutes for their language's words.
    const { body } = await client.get(`/v1/players/${player.id}/messages`, player.headers);
    expect(body.map((message: { kind: string; minutesLeft: number }) => message.minutesLeft)).toEqual([
      10, 2,
    ]);
    // Time up: nothing more to say.
    expect(await sendDueWarnings(server.database.db, events, inMinutes(61))).toBe(0);
    await done();
  });

  it('announces only the nearest warning when a check comes late, and counts added minutes', async () => {
    const { player, done } = await startedPlayer();
    expect(await sendDueWarnings(server.database.db, events, inMinutes(58.5))).toBe(1);
    expect((await warningsOf(player)).map((row) => row.minutes_left)).toEqual([2]);
    // The 10-minute one, passed unseen, is not sent late.
    expect(await sendDueWarnings(server.database.db, events, inMinutes(58.5))).toBe(0);
    await done();

    const longer = await startedPlayer();
    await transition(client, longer.session.id, { action: 'addMinutes', minutes: 15 });
    expect(await sendDueWarnings(server.database.db, events, inMinutes(50))).toBe(0);
    expect(await sendDueWarnings(server.database.db, events, inMinutes(65))).toBe(1);
    expect((await warningsOf(longer.player)).map((row) => row.minutes_left)).toEqual([10]);
    await longer.done();
  });

  it('says nothing that no longer holds once minutes are added to a clock past its mark', async () => {
    // A room of 10 minutes has no "10 minutes left"; its "2 minutes left" comes, then 5 minutes more.
    const room = await newSession(client, { durationMinutes: 10 });
    const roomPlayer = await newPlayer(client, room.id);
    await startGame(client, roomPlayer);
    expect(await sendDueWarnings(server.database.db, events, inMinutes(8.5))).toBe(1);
    await transition(client, room.id, { action: 'addMinutes', minutes: 5 });
    // About 6:30 left of 15 minutes: "10 minutes left" would be false now, and "2" was said.
    expect(await sendDueWarnings(server.database.db, events, inMinutes(8.5))).toBe(0);
    expect(await sendDueWarnings(server.database.db, events, inMinutes(13.5))).toBe(0);
    expect((await warningsOf(roomPlayer)).map((row) => row.minutes_left)).toEqual([2]);
    await transition(client, room.id, { action: 'finish' });

    // A self-paced player whose time ran out is given 5 minutes: nobody tells them 10 are left.
    const own = await newSession(client, { durationMinutes: 60, pacing: 'selfPaced' });
    const late = await newPlayer(client, own.id);
    await startGame(client, late);
    // Their hour began 61 minutes ago: their time is up.
    await server.database.db
      .updateTable('games')
      .set({ started_at: new Date(Date.now() - 61 * MINUTE).toISOString() })
      .where('player_id', '=', late.id)
      .execute();
    expect(await sendDueWarnings(server.database.db, events, new Date())).toBe(0);
    const given = await client.post(
      `/v1/sessions/${own.id}/players/${late.id}/controls`,
      { action: 'addMinutes', minutes: 5 },
      admin,
    );
    expect(given.status).toBe(200);
    expect(given.body.remainingSeconds).toBeGreaterThan(4 * 60);
    expect(given.body.remainingSeconds).toBeLessThanOrEqual(5 * 60);
    expect(await sendDueWarnings(server.database.db, events, new Date())).toBe(0);
    expect(await warningsOf(late)).toEqual([]);
    await transition(client, own.id, { action: 'finish' });
  });

  it('sends nothing to a finished game, a paused session or a player who never started', async () => {
    const finished = await startedPlayer();
    await finishGame(client, finished.player);
    const paused = await startedPlayer();
    await transition(client, paused.session.id, { action: 'pause' });
    const session = await newSession(client, { durationMinutes: 60 });
    const idle = await newPlayer(client, session.id);

    expect(await sendDueWarnings(server.database.db, events, inMinutes(59))).toBe(0);
    for (const player of [finished.player, paused.player, idle]) {
      expect(await warningsOf(player)).toEqual([]);
      expect(announcedTo(player)).toEqual([]);
    }
    // Paused, the player's clock stood still: after the resume their warning comes at its time.
    await transition(client, paused.session.id, { action: 'resume' });
    expect(await sendDueWarnings(server.database.db, events, inMinutes(50))).toBe(1);
    expect((await warningsOf(paused.player)).map((row) => row.minutes_left)).toEqual([10]);
    await Promise.all([finished.done(), paused.done(), transition(client, session.id, { action: 'finish' })]);
  });

  it('a short session gets no "10 minutes left" it could not have', async () => {
    const session = await newSession(client, { durationMinutes: 10 });
    const player = await newPlayer(client, session.id);
    await startGame(client, player);
    expect(await sendDueWarnings(server.database.db, events, inMinutes(1))).toBe(0);
    expect(await sendDueWarnings(server.database.db, events, inMinutes(8))).toBe(1);
    expect((await warningsOf(player)).map((row) => row.minutes_left)).toEqual([2]);
    await transition(client, session.id, { action: 'finish' });
  });

  it('stores one warning per player and threshold when two instances check at the same moment', async () => {
    const players = await Promise.all([startedPlayer(), startedPlayer()]);
    const at = inMinutes(50);
    const before = published.length;
    const sent = await Promise.all([
      sendDueWarnings(server.database.db, events, at, new Set()),
      sendDueWarnings(server.database.db, events, at, new Set()),
    ]);
    expect(sent[0] + sent[1]).toBe(2);
    for (const { player } of players) {
      expect((await warningsOf(player)).map((row) => row.minutes_left)).toEqual([10]);
      expect(announcedTo(player)).toHaveLength(1);
    }
    expect(published.length - before).toBe(2);
    await Promise.all(players.map(({ done }) => done()));
  });
});
