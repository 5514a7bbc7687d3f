import { ApiError } from '../../http-error.js';
import type { DataStore } from '../data-store.js';
import { isGameOver } from '../game/game-rules.js';
import type { ProposalRecord } from '../game/game-store.js';
import type { SessionRow } from '../sessions/sessions-store.js';
import { listTeamGames, type TeamGameRow } from './teams-store.js';

/**
 * Whether a team's game takes no new member (docs/product.md#teams): a newcomer would read
 * its verdict, or spend a game the team no longer plays.
 */
export const isTeamOver = (session: SessionRow, game: TeamGameRow | undefined, now: Date) =>
  isGameOver(
    session,
    game && { ...game, proposal: game.proposal ? (JSON.parse(game.proposal) as ProposalRecord) : null },
    now,
  );

/** A player joins only a team whose game is still on, whatever the list they read showed: 409 TEAM_GAME_OVER. */
export async function assertTeamTakesMembers(db: DataStore, session: SessionRow, teamId: string) {
  if (isTeamOver(session, (await listTeamGames(db, session.id, teamId)).get(teamId), new Date())) {
    throw new ApiError(409, 'TEAM_GAME_OVER', 'This team\u2019s game is over: it takes no new member', [
      'teamId',
    ]);
  }
}
