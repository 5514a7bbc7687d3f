import { LEADERBOARD_TOP, type Leaderboard } from '@coulisses/shared/game/game.schema';
import type { DataStore } from '../data-store.js';
import { getPlayerSession } from '../players/players.js';
import { gameClock, gameStatus } from './game-rules.js';
import { findRankedGame, listTopGames, type RankedRow } from './leaderboard-store.js';

/** al…@example.com: enough for a group to recognise itself, not a list of addresses. */
export function maskMail(mail: string): string {
  const at = mail.lastIndexOf('@');
  const local = mail.slice(0, Math.max(0, at));
  return `${[...local].slice(0, 2).join('')}…${mail.slice(at)}`;
}

/**
 * The session's leaderboard as a player sees it: the first LEADERBOARD_TOP, and the
 * player's own row with its rank when it is further down (docs/product.md#leaderboard): every row of a
 * 2,000-player session, ranked, masked and serialised for each player who finished, cost
 * about 40 ms of the server's one thread; the top and one row cost two small queries.
 */
export async function readLeaderboard(db: DataStore, playerId: string): Promise<Leaderboard> {
  const session = await getPlayerSession(db, playerId);
  // The player's game: their team's, in a session played in teams.
  const gameId = session.player_team_id ?? playerId;
  const top = await listTopGames(db, session, LEADERBOARD_TOP);
  const ranked = top.map((row, index) => ({ row, rank: index + 1 }));
  if (!top.some((row) => row.id === gameId)) {
    // Not in the top: the player's own row, if they have a game at all.
    const own = await findRankedGame(db, session, gameId);
    if (own) ranked.push(own);
  }
  const now = new Date();
  const playing = (row: RankedRow) =>
    row.finished_at === null && gameStatus(session, row, gameClock(session, row, now), now) !== 'over';
  return ranked.map(({ row, rank }) => ({
    rank,
    // A team by its name (docs/product.md#teams); a player by their nickname when there is
    // one (docs/product.md#nicknames), else the mail, masked but one's own.
    player:
      row.team_name ?? row.nickname ?? (row.id === gameId ? (row.mail ?? '') : maskMail(row.mail ?? '')),
    you: row.id === gameId,
    score: row.score,
    solvedLocks: row.solved_locks,
    finished: row.finished_at !== null,
    playing: playing(row),
    elapsedSeconds: row.elapsed_seconds ?? 0,
  }));
}
