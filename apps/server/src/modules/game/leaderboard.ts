import type { Kysely } from 'kysely';
import type { Leaderboard } from '@coulisses/shared/game/game.schema';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http-error.js';

/** al…@example.com: enough for a group to recognise itself, not a list of addresses. */
export function maskMail(mail: string): string {
  const at = mail.lastIndexOf('@');
  const local = mail.slice(0, Math.max(0, at));
  return `${[...local].slice(0, 2).join('')}…${mail.slice(at)}`;
}

/**
 * The session's leaderboard as a player sees it: those who made their accusation first,
 * by score then by time; then those still playing, by score so far.
 */
export async function readLeaderboard(db: Kysely<Database>, playerId: string): Promise<Leaderboard> {
  const me = await db
    .selectFrom('players')
    .select('session_id')
    .where('id', '=', playerId)
    .executeTakeFirst();
  if (!me) throw notFound('Player');
  const rows = await db
    .selectFrom('games')
    .innerJoin('players', 'players.id', 'games.player_id')
    .select([
      'players.id',
      'players.mail',
      'games.score',
      'games.solved_locks',
      'games.finished_at',
      'games.elapsed_seconds',
    ])
    .where('games.session_id', '=', me.session_id)
    .execute();
  const sorted = rows
    .map((row) => ({ ...row, score: Number(row.score), elapsed: Number(row.elapsed_seconds ?? 0) }))
    .sort(
      (a, b) =>
        Number(b.finished_at !== null) - Number(a.finished_at !== null) ||
        b.score - a.score ||
        a.elapsed - b.elapsed,
    );
  return sorted.map((row, index) => ({
    rank: index + 1,
    player: row.id === playerId ? row.mail : maskMail(row.mail),
    you: row.id === playerId,
    score: row.score,
    solvedLocks: Number(row.solved_locks),
    finished: row.finished_at !== null,
    elapsedSeconds: row.elapsed,
  }));
}
