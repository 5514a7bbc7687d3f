import type { GameState } from '@coulisses/shared/game/game.schema';
import { ApiError, notFound } from '../../http-error.js';
import { findGameContextRow, startGame, type GameContextRow } from './game-store.js';
import { loadGameContext } from './game-context.js';
import { gameView, type GameContext } from './game-view.js';
import { turns } from '../turns.js';
import { isTeamless, type GameDeps } from './game-status.js';
import { isDue, settleExpiredProposal } from './verdict.js';

/*
 * A game's changes take turns, each on the game as the one before left it; a player's
 * first look starts their clock.
 */

/** The changes of one game waiting their turn, beyond which a caller is refused (a flood). */
const MAX_PENDING_CHANGES = 1_000;
/** Saves tried again from a fresh read when another instance saved the game first. */
const SAVE_TRIES = 5;
/** How long a change waits for its turn before it is refused: its client has given up by then. */
const TURN_WAIT_MS = 15_000;
const gameTurns = turns({
  maxPending: MAX_PENDING_CHANGES,
  timeoutMs: TURN_WAIT_MS,
  refusal: 'Too many changes of this game at once: try again',
});

const isConflict = (error: unknown) => error instanceof ApiError && error.key === 'CONFLICT';

/**
 * One change of a game at a time (docs/decisions/0020-teams.md): the members of a team,
 * or one player's two tabs, answering at the same instant take turns on this instance,
 * each judged on the game as the one before left it — one right answer, no penalty
 * counted twice. Across instances the save's version check still catches a change made
 * meanwhile, and the change is tried again from a fresh read. `loaded`: the row the
 * player's token was just checked on, used while it cannot be stale. What a change
 * writes with the game is in its transaction: a change tried again writes it anew.
 */
export async function changeGame<T>(
  deps: GameDeps,
  playerId: string,
  loaded: GameContextRow | undefined,
  change: (context: GameContext, now: Date, arrivedAt: Date) => Promise<T>,
  wordOnProposal = false,
): Promise<T> {
  // A word on a proposal sent within its minute counts, though it waited its turn: as far
  // as this instance saw it come (its turn follows the read of its player's row).
  const arrivedAt = new Date();
  const row = loaded ?? (await findGameContextRow(deps.db, playerId));
  if (!row) throw notFound('Player');
  const gameId = row.player_team_id ?? playerId;
  // Waiting its turn, the row read before may have gone stale: read again then.
  let fresh: GameContextRow | undefined = gameTurns.isBusy(gameId) ? undefined : row;
  return gameTurns.take(gameId, async () => {
    for (let tries = 1; ; tries += 1) {
      const now = new Date();
      const context = await loadStarted(deps, playerId, now, true, fresh);
      try {
        // The team's proposal, its time past with no objection, was made before this change.
        await settleExpiredProposal(deps, context, wordOnProposal ? arrivedAt : now);
        return await change(context, now, arrivedAt);
      } catch (error) {
        if (!isConflict(error) || tries >= SAVE_TRIES) throw error;
        fresh = undefined;
      }
    }
  });
}

/**
 * Loads the context and, when the player themself is looking, starts their clock if the
 * session runs and it has not yet; an admin's look changes nothing.
 */
export async function loadStarted(
  { db, scenarios, events }: GameDeps,
  playerId: string,
  now: Date,
  byPlayer = true,
  loaded?: GameContextRow,
): Promise<GameContext> {
  const context = await loadGameContext(db, scenarios, playerId, loaded);
  // In a session played in teams, a player plays once in a team (docs/product.md#teams):
  // until then their game is not theirs to start.
  if (byPlayer && !context.game && context.session.status === 'running' && !isTeamless(context)) {
    context.game = await startGame(db, context, now);
    events?.gameChanged(context.game, playerId);
  }
  return context;
}

/** `loaded`: the row the player's token was just checked on (auth.ts), when it was. */
export async function readGameState(
  deps: GameDeps,
  playerId: string,
  byPlayer = true,
  loaded?: GameContextRow,
): Promise<GameState> {
  const now = new Date();
  const context = await loadStarted(deps, playerId, now, byPlayer, loaded);
  const proposal = context.game?.proposal;
  // The team's proposal, its time past with no objection, is made now (docs/product.md#team-accusation).
  if (byPlayer && proposal && isDue(context, proposal, now)) {
    return changeGame(deps, playerId, undefined, async (fresh, at) => {
      await settleExpiredProposal(deps, fresh, at);
      return gameView(fresh, at);
    });
  }
  return gameView(context, now);
}
