import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayerProgress } from './dashboard.schema.js';
import { asTheRoomSees, byRank, roomStandings, teamStandings } from './player-rank.js';

/** A dashboard row: a player who has not begun, is playing, or has made their accusation. */
function row(playerId: string, fields: Partial<PlayerProgress> = {}): PlayerProgress {
  const finished = fields.finished ?? false;
  const score = fields.score ?? 0;
  return {
    playerId,
    mail: `${playerId}@example.com`,
    nickname: null,
    team: null,
    lang: 'fr',
    joinedAt: '2026-11-28T19:00:00.000Z',
    status: finished ? 'finished' : 'playing',
    startedAt: '2026-11-28T19:01:00.000Z',
    finishedAt: finished ? '2026-11-28T19:40:00.000Z' : null,
    foldersOpened: 3,
    folderCount: 10,
    locksSolved: 0,
    lockCount: 7,
    wrongAttempts: 0,
    hintsTaken: 0,
    penaltySeconds: 0,
    remainingSeconds: 1200,
    elapsedSeconds: 2400,
    lastProgressAt: null,
    idleSince: null,
    throttledUntil: null,
    score,
    finished,
    solved: null,
    rightAnswers: null,
    publicScore: score,
    publicRightAnswers: null,
    ...fields,
  };
}

const ids = (rows: readonly PlayerProgress[]) => rows.map((player) => player.playerId);
const sorted = (rows: readonly PlayerProgress[]) => ids([...rows].sort(byRank));

/**
 * A finished game of the case (3 questions, 200 points a right answer): what the game master
 * knows, and what the room sees — the same once the verdict is out, the score without the
 * verdict's points and no right answers while it is sealed.
 */
const finishedGame = fc
  .record({
    right: fc.integer({ min: 0, max: 3 }),
    beforeVerdict: fc.integer({ min: 0, max: 1400 }),
    elapsedSeconds: fc.integer({ min: 0, max: 3600 }),
    released: fc.boolean(),
  })
  .map(({ right, beforeVerdict, elapsedSeconds, released }) => ({
    finished: true,
    elapsedSeconds,
    score: beforeVerdict + right * 200,
    rightAnswers: right,
    solved: right === 3,
    publicScore: released ? beforeVerdict + right * 200 : beforeVerdict,
    publicRightAnswers: released ? right : null,
  }));

/** A game still played: no accusation, no verdict to hide. */
const playingGame = fc
  .record({ score: fc.integer({ min: 0, max: 700 }), started: fc.boolean() })
  .map(({ score, started }) => ({
    finished: false,
    score: started ? score : 0,
    publicScore: started ? score : 0,
    startedAt: started ? '2026-11-28T19:01:00.000Z' : null,
  }));

const rooms = fc
  .array(fc.oneof(finishedGame, playingGame), { minLength: 1, maxLength: 12 })
  .map((games) => games.map((fields, index) => row(`p${index}`, fields)));

describe('the rank (docs/product.md#leaderboard)', () => {
  it('puts a right accusation above a wrong one once the verdict is out, whatever their scores and times', () => {
    fc.assert(
      fc.property(rooms, (players) => {
        const order = roomStandings(players, false);
        order.forEach((higher, index) => {
          for (const lower of order.slice(index + 1)) {
            if (lower.publicRightAnswers === 3 && lower.finished)
              expect(higher.finished && higher.publicRightAnswers === 3).toBe(true);
          }
        });
      }),
    );
  });

  it('ranks finished players by right answers, then score, then time: a wrong accusation at 10 minutes no longer ties a right one at 50', () => {
    // 7 locks, 1 right answer, 50 minutes left; 7 locks, 3 right answers, 10 minutes left.
    const early = row('early', {
      finished: true,
      score: 700 + 200 + 500,
      rightAnswers: 1,
      elapsedSeconds: 600,
    });
    const late = row('late', {
      finished: true,
      score: 700 + 600 + 100,
      rightAnswers: 3,
      elapsedSeconds: 3000,
    });
    expect(early.score).toBe(late.score);
    expect(sorted([early, late])).toEqual(['late', 'early']);
    // Even a point short of the other, the right accusation comes first.
    expect(sorted([early, { ...late, score: 1 }])).toEqual(['late', 'early']);
    // Equal in right answers: the score, then the time.
    const quick = row('quick', { finished: true, score: 900, rightAnswers: 1, elapsedSeconds: 600 });
    const slow = row('slow', { finished: true, score: 900, rightAnswers: 1, elapsedSeconds: 900 });
    expect(sorted([slow, early, quick])).toEqual(['early', 'quick', 'slow']);
  });

  it('before the verdict is out, orders the room by nothing the verdict decides', () => {
    // The same room twice, its sealed verdicts judged otherwise: the room's order stays.
    const sealedRoom = rooms.map((players) =>
      players.map((player) => (player.finished ? { ...player, publicRightAnswers: null } : player)),
    );
    fc.assert(
      fc.property(sealedRoom, fc.infiniteStream(fc.integer({ min: 0, max: 3 })), (players, verdicts) => {
        const judgedOtherwise = players.map((player) => {
          if (!player.finished) return player;
          const right = verdicts.next().value;
          const publicScore = player.publicScore;
          return { ...player, rightAnswers: right, solved: right === 3, score: publicScore + right * 200 };
        });
        expect(ids(roomStandings(judgedOtherwise, false))).toEqual(ids(roomStandings(players, false)));
        for (const seen of roomStandings(judgedOtherwise, false)) {
          expect(seen.score).toBe(seen.publicScore);
          expect(seen.rightAnswers).toBeNull();
          expect(seen.solved).toBeNull();
        }
      }),
    );
  });

  it('shows the room the players’ own figures: the score without the verdict’s points while it is sealed', () => {
    const sealed = row('sealed', {
      finished: true,
      score: 1380,
      rightAnswers: 3,
      solved: true,
      publicScore: 780,
      publicRightAnswers: null,
    });
    expect(asTheRoomSees(sealed)).toMatchObject({ score: 780, rightAnswers: null, solved: null });
    const released = { ...sealed, publicScore: 1380, publicRightAnswers: 3 };
    expect(asTheRoomSees(released)).toMatchObject({ score: 1380, rightAnswers: 3, solved: true });
  });

  it('ranks a player who has not begun below every player who has, and a team so', () => {
    const waiting = row('waiting', { startedAt: null });
    const begun = row('begun');
    expect(sorted([waiting, begun])).toEqual(['begun', 'waiting']);
    fc.assert(
      fc.property(rooms, (players) => {
        const order = roomStandings(players, false);
        const firstWaiting = order.findIndex((player) => player.startedAt === null);
        if (firstWaiting >= 0)
          expect(order.slice(firstWaiting).every((p) => p.startedAt === null)).toBe(true);
      }),
    );

    // Teams: the one made first but not begun comes after one begun with 0 points.
    const team = (id: string) => ({ id, name: `Team ${id}` });
    const standings = teamStandings([
      row('a1', { team: team('idle'), startedAt: null }),
      row('b1', { team: team('begun') }),
      row('b2', { team: team('begun') }),
    ]);
    expect(ids(standings)).toEqual(['begun', 'idle']);
  });

  it('ranks teams by the rule, the room seeing each team’s public figures', () => {
    const team = (id: string) => ({ id, name: `Team ${id}` });
    const players = [
      // A fast team with a wrong accusation, and a slow one with a right one, still sealed.
      row('w1', {
        team: team('fast'),
        finished: true,
        score: 1290,
        rightAnswers: 0,
        publicScore: 1290,
        elapsedSeconds: 60,
      }),
      row('r1', {
        team: team('slow'),
        finished: true,
        score: 1390,
        rightAnswers: 3,
        publicScore: 790,
        elapsedSeconds: 3000,
      }),
      row('r2', {
        team: team('slow'),
        finished: true,
        score: 1390,
        rightAnswers: 3,
        publicScore: 790,
        elapsedSeconds: 3000,
      }),
    ];
    const sealed = roomStandings(players, true);
    expect(ids(sealed)).toEqual(['fast', 'slow']);
    expect(sealed.map((standing) => standing.score)).toEqual([1290, 790]);
    // Released: the right accusation ranks first, with its whole score.
    const out = players.map((player) => ({
      ...player,
      publicScore: player.score,
      publicRightAnswers: player.rightAnswers,
    }));
    const released = roomStandings(out, true);
    expect(ids(released)).toEqual(['slow', 'fast']);
    expect(released.map((standing) => standing.score)).toEqual([1390, 1290]);
    // The game master's own board knows the verdict already.
    expect(ids(teamStandings(players))).toEqual(['slow', 'fast']);
  });
});
