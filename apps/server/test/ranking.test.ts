import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrivalNumbers } from '@coulisses/shared/player/arrival';
import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { roomStandings } from '@coulisses/shared/session/player-rank';
import {
  admin,
  attempt,
  newPlayer,
  newSession,
  SOLUTION,
  startGame,
  takeHint,
  transition,
  type TestPlayer,
} from './fixtures.js';
import { ENGINES, skipAhead, startTestServer, TestClient, type TestServer } from './helper.js';

const RIGHT = { who: 'solene', how: 'service-lift', why: 'own-atelier' };
/** The motive alone right: one answer of three. */
const ONE_RIGHT = { who: 'clara', how: 'connecting-door', why: 'own-atelier' };

interface BoardRow {
  rank: number;
  player: string | null;
  number: number | null;
  score: number;
  solvedLocks: number;
  finished: boolean;
}

/**
 * docs/product.md#leaderboard and #show-screen: the verdict ranks first once it is out;
 * before, every board — the players' and the room's — ranks by what everyone may see.
 */
describe.each(ENGINES)('the ranking on %s', (engine) => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer(engine, { ATTEMPT_RATE_LIMIT_MAX: '1000' });
    client = new TestClient(server.url);
  });
  afterAll(() => server.close());

  async function named(sessionId: string, nickname: string): Promise<TestPlayer> {
    const player = await newPlayer(client, sessionId);
    const { status } = await client.put(`/v1/players/${player.id}/nickname`, { nickname }, player.headers);
    expect(status).toBe(200);
    return player;
  }

  /** Opens every lock of the case, then accuses with `answers`. */
  async function playAndAccuse(player: TestPlayer, answers: Record<string, string>) {
    await startGame(client, player);
    for (const [lockId, answer] of SOLUTION)
      expect((await attempt(client, player, lockId, answer)).body.right, lockId).toBe(true);
    const { status, body } = await client.post(
      `/v1/players/${player.id}/accusation`,
      { answers },
      player.headers,
    );
    expect(status).toBe(200);
    return body;
  }

  /** Fifty minutes of the room's clock go by (its start moved back), as a slow player's do. */
  async function fiftyMinutesLater(sessionId: string) {
    await server.database.db
      .updateTable('sessions')
      .set({ started_at: new Date(Date.now() - 50 * 60_000).toISOString() })
      .where('id', '=', sessionId)
      .execute();
  }

  const board = async (reader: TestPlayer): Promise<BoardRow[]> =>
    (await client.get(`/v1/players/${reader.id}/leaderboard`, reader.headers)).body;
  const dashboard = async (sessionId: string): Promise<PlayerProgress[]> =>
    (await client.get(`/v1/sessions/${sessionId}/dashboard`, admin)).body.players;
  const ownScore = async (player: TestPlayer): Promise<number> =>
    (await client.get(`/v1/players/${player.id}/game`, player.headers)).body.score.total;

  /**
   * What the show screen ranks (roomStandings on the dashboard's rows) is what the players'
   * board shows, figure by figure: its begun games in the same order, the same names — a
   * player without a nickname by the same number (docs/product.md#nicknames) — scores and
   * locks. Answers the board.
   */
  async function expectRoomAsBoard(sessionId: string, reader: TestPlayer, inTeams: boolean) {
    const rows = await board(reader);
    const players = await dashboard(sessionId);
    const numbers = arrivalNumbers(players);
    const room = roomStandings(players, inTeams).filter((row) => row.startedAt !== null);
    expect(
      room.map((row, index) => ({
        rank: index + 1,
        player: row.nickname,
        number: inTeams ? null : numbers.get(row.playerId),
        score: row.score,
        solvedLocks: row.locksSolved,
        finished: row.finished,
      })),
    ).toEqual(
      rows.map(({ rank, player, number, score, solvedLocks, finished }) => ({
        rank,
        player,
        number,
        score,
        solvedLocks,
        finished,
      })),
    );
    return rows;
  }

  it('ranks a fast wrong accusation above a slow right one only until the release; then the right one, live', async () => {
    const session = await newSession(client, { durationMinutes: 60 });
    // Registered first, never begun: below everyone who has, whatever the order of arrival.
    const idle = await named(session.id, 'Idle');
    const early = await named(session.id, 'Early');
    const late = await named(session.id, 'Late');
    const watcher = await named(session.id, 'Watcher');
    await startGame(client, watcher);
    // The motive right at once: 700 + 200 + 590 points; the whole case at 50 minutes: 700 + 600 + 100.
    await playAndAccuse(early, ONE_RIGHT);
    await fiftyMinutesLater(session.id);
    await playAndAccuse(late, RIGHT);

    const sealed = await expectRoomAsBoard(session.id, watcher, false);
    expect(sealed.map((row) => row.player)).toEqual(['Early', 'Late', 'Watcher']);
    // The players' own scores before the verdict, on the board and on the show screen alike.
    expect(sealed.map((row) => row.score)).toEqual([await ownScore(early), await ownScore(late), 0]);
    const players = await dashboard(session.id);
    const row = (nickname: string) => players.find((player) => player.nickname === nickname)!;
    expect(row('Early')).toMatchObject({ rightAnswers: 1, publicRightAnswers: null, solved: false });
    expect(row('Late')).toMatchObject({ rightAnswers: 3, publicRightAnswers: null, solved: true });
    // Seven locks and the time left, not the verdict's points (200 and 600).
    expect(row('Early').publicScore).toBe(row('Early').score - 200);
    expect(row('Late').publicScore).toBe(row('Late').score - 600);
    // By score alone, the wrong accusation would stay first: 50 minutes make up for 400 points.
    expect(row('Early').score).toBeGreaterThan(row('Late').score);
    // The game master's own table knows the verdict: the right accusation first already.
    expect(players.map((player) => player.nickname)).toEqual(['Late', 'Early', 'Watcher', 'Idle']);

    expect((await transition(client, session.id, { action: 'releaseDebrief' })).status).toBe(200);
    const released = await expectRoomAsBoard(session.id, watcher, false);
    expect(released.map((row) => row.player)).toEqual(['Late', 'Early', 'Watcher']);
    expect(released.map((row) => row.score)).toEqual([await ownScore(late), await ownScore(early), 0]);
    expect(released.map((row) => row.score)).toEqual([row('Late').score, row('Early').score, 0]);
    // Every finished player's board says the same.
    expect((await board(early)).map((line) => line.player)).toEqual(['Late', 'Early', 'Watcher']);
    const out = await dashboard(session.id);
    expect(out.find((player) => player.nickname === 'Early')).toMatchObject({
      publicRightAnswers: 1,
      publicScore: row('Early').score,
    });
    // The session's end changes nothing more, and the podium is that order.
    expect((await transition(client, session.id, { action: 'finish' })).status).toBe(200);
    expect((await expectRoomAsBoard(session.id, idle, false)).map((line) => line.player)).toEqual([
      'Late',
      'Early',
      'Watcher',
    ]);
  });

  it('ranks teams so: by what the room sees before the release, the verdict first after; a team not begun last', async () => {
    const session = await newSession(client, { status: 'open', teamSize: 2 } as Parameters<
      typeof newSession
    >[1]);
    const team = async (name: string) => {
      const player = await newPlayer(client, session.id);
      const made = await client.post(`/v1/players/${player.id}/teams`, { name }, player.headers);
      expect(made.status).toBe(201);
      return player;
    };
    // Made first, never begun.
    const absent = await team('Les Absents');
    const fast = await team('Les Rapides');
    const slow = await team('Les Lents');
    const waiting = await team('Les Patients');
    expect((await transition(client, session.id, { action: 'start' })).status).toBe(200);
    await startGame(client, waiting);
    await playAndAccuse(fast, ONE_RIGHT);
    await fiftyMinutesLater(session.id);
    await playAndAccuse(slow, RIGHT);

    const sealed = await expectRoomAsBoard(session.id, waiting, true);
    expect(sealed.map((row) => row.player)).toEqual(['Les Rapides', 'Les Lents', 'Les Patients']);
    expect(sealed.map((row) => row.score)).toEqual([await ownScore(fast), await ownScore(slow), 0]);
    const beforeRelease = roomStandings(await dashboard(session.id), true);
    expect(beforeRelease.map((row) => row.nickname)).toEqual([
      'Les Rapides',
      'Les Lents',
      'Les Patients',
      'Les Absents',
    ]);

    expect((await transition(client, session.id, { action: 'releaseDebrief' })).status).toBe(200);
    const released = await expectRoomAsBoard(session.id, absent, true);
    expect(released.map((row) => row.player)).toEqual(['Les Lents', 'Les Rapides', 'Les Patients']);
    expect(released.map((row) => row.score)).toEqual([await ownScore(slow), await ownScore(fast), 0]);
    // By score alone, the fast wrong accusation would stay first.
    expect(released[0]!.score).toBeLessThan(released[1]!.score);
  });

  it('in a self-paced session, ranks by the verdict those it is out to, the sealed ones by their points shown', async () => {
    const session = await newSession(client, { durationMinutes: 60, debriefRelease: 'playerFinish' });
    const solver = await named(session.id, 'Solver');
    const hinted = await named(session.id, 'Hinted');
    const hasty = await named(session.id, 'Hasty');
    // A lock taken to its last hint: the accusation stays sealed until the session's end.
    await startGame(client, hinted);
    for (let hint = 0; hint < 3; hint += 1)
      expect((await takeHint(client, hinted, 'security-computer')).status).toBe(200);
    await playAndAccuse(hinted, RIGHT);
    await playAndAccuse(hasty, ONE_RIGHT);
    await fiftyMinutesLater(session.id);
    await playAndAccuse(solver, RIGHT);

    // The others' rows of a board are at most a second old.
    skipAhead(1_100);
    const rows = await expectRoomAsBoard(session.id, hinted, false);
    // Out to Solver and to Hasty: the right accusation first, a hundred points behind. Hinted's
    // three right answers are sealed: it ranks by its points before the verdict.
    expect(rows.map((row) => row.player)).toEqual(['Solver', 'Hasty', 'Hinted']);
    expect(rows[0]!.score).toBeLessThan(rows[1]!.score);
    expect(rows.map((row) => row.score)).toEqual([
      await ownScore(solver),
      await ownScore(hasty),
      await ownScore(hinted),
    ]);
  });
});
