import type { EventOutlet } from '../events/event-outlet.js';
import type { LiveEvents } from '../live/live-events.js';
import { ApiError } from '../../http-error.js';
import type { DataStore } from '../data-store.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { gameClock, gameScore, gameStatus } from './game-rules.js';
import type { Game } from './game-store.js';
import type { GameContext } from './game-view.js';

/*
 * What every game action needs, and whether the game lets it act now
 * (docs/product.md#game-states).
 */

export interface GameDeps {
  db: DataStore;
  scenarios: CaseCatalog;
  /**
   * Told of every saved change of a game (the live dashboard); absent, nobody
   * is (bench/database.mjs measures the queries alone).
   */
  events?: Pick<EventOutlet, 'gameChanged' | 'accusationProposed'>;
  /**
   * Who has a live stream open: a team's proposal waits for their phones to show it
   * (docs/product.md#team-accusation); absent, nobody does and its minute starts at once.
   */
  live?: Pick<LiveEvents, 'listening'>;
}

export const REFUSALS = {
  waiting: () => new ApiError(409, 'GAME_NOT_STARTED', 'The game master has not started the game yet'),
  paused: () => new ApiError(409, 'SESSION_PAUSED', 'The session is paused'),
  over: () => new ApiError(409, 'GAME_OVER', 'The session is over'),
  finished: () => new ApiError(409, 'GAME_OVER', 'You have already made your accusation'),
  timeUp: () => new ApiError(409, 'TIME_UP', 'The time is up: only the accusation remains'),
};

/** In a session played in teams, and in none of them yet. */
export const isTeamless = (context: GameContext) =>
  context.session.team_size !== null && context.teamId === null;

export const noTeam = () => new ApiError(409, 'NO_TEAM', 'Join a team, or make one, before playing');

export const statusAt = ({ session, game }: GameContext, now: Date) =>
  gameStatus(session, game, gameClock(session, game, now), now);

/** docs/product.md#game-states: an action after the game ended or while paused is refused. */
export function assertCanAct(context: GameContext, now: Date, allowTimeUp = false): Game {
  if (isTeamless(context)) throw noTeam();
  const status = statusAt(context, now);
  if (status === 'playing' || (status === 'timeUp' && allowTimeUp)) return context.game as Game;
  throw REFUSALS[status]();
}

/** The score kept in the row, for leaderboards and the admin area. */
export function withScore(context: GameContext, game: Game, now: Date): Game {
  const clock = gameClock(context.session, game, now);
  return { ...game, score: gameScore(context.scenario.definition, game, clock).total };
}
