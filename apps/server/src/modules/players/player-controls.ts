import { RELEASE_MINUTES, type PlayerControl } from '@coulisses/shared/player/player-control.schema';
import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { ApiError } from '../../http-error.js';
import { readPlayerProgress } from '../dashboard/player-progress.js';
import type { DataStore } from '../data-store.js';
import type { EventOutlet } from '../events/event-outlet.js';
import { REFUSALS, statusAt, withScore } from '../game/game-status.js';
import { gameClock, selfPacedPlayedSeconds } from '../game/game-rules.js';
import { loadGameContext } from '../game/game-context.js';
import { findGameContextRow, gameIdOf, recordAction, saveGame, type Game } from '../game/game-store.js';
import { dropTeamIfAbandoned } from '../teams/teams-store.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { deletePlayer, markReleased } from './players-store.js';

/** What a game master's step on one player needs, and what it tells the live streams. */
export interface PlayerControlDeps {
  db: DataStore;
  scenarios: CaseCatalog;
  events: Pick<EventOutlet, 'gameChanged' | 'playerChanged' | 'playerGone' | 'teamChanged'>;
}

const notInSession = () =>
  new ApiError(404, 'PLAYER_NOT_IN_SESSION', 'No player of this session has this id', ['playerId']);

/** The player, if they play in this session; else 404 PLAYER_NOT_IN_SESSION. */
async function assertPlaysIn(db: DataStore, sessionId: string, playerId: string) {
  const row = await findGameContextRow(db, playerId);
  if (!row || row.id !== sessionId) throw notInSession();
  return row;
}

/**
 * docs/product.md#player-controls: a game master's step on one player. Minutes of their
 * own lengthen a self-paced player's clock (a room-paced session has one clock for all:
 * 409 ROOM_CLOCK, its minutes are added to the session); forgiving takes every penalty
 * off (409 NO_PENALTY when there is none); both need a game under way. A release lets the
 * player's next registration, from any device, within RELEASE_MINUTES, take their game
 * over. Each is recorded in the player's path. Answers the player's row of the dashboard,
 * which every dashboard of the session then redraws.
 */
export async function controlPlayer(
  deps: PlayerControlDeps,
  sessionId: string,
  playerId: string,
  control: PlayerControl,
): Promise<PlayerProgress> {
  const game = await applyControl(deps, sessionId, playerId, control);
  const progress = await readPlayerProgress(deps.db, deps.scenarios, playerId);
  if (game) deps.events.gameChanged(game);
  else deps.events.playerChanged({ id: playerId, sessionId }, progress);
  return progress;
}

/** The step itself: the saved game, if it changed. */
async function applyControl(
  deps: PlayerControlDeps,
  sessionId: string,
  playerId: string,
  control: PlayerControl,
): Promise<Game | undefined> {
  const now = new Date();
  const loaded = await assertPlaysIn(deps.db, sessionId, playerId);
  if (control.action === 'release') {
    // A finished session takes nobody back: there is no game to go on with.
    if (loaded.status === 'finished') throw REFUSALS.over();
    const game = { id: gameIdOf({ playerId, teamId: loaded.player_team_id }), session_id: sessionId };
    // One release at a time: a second click, or a second game master, while the first is
    // open would only say it twice in the path.
    const openSince = new Date(now.getTime() - RELEASE_MINUTES * 60_000);
    const released = await markReleased(deps.db, playerId, now, openSince, (trx) =>
      recordAction(trx, game, playerId, { kind: 'released', at: now }),
    );
    if (!released) {
      throw new ApiError(409, 'ALREADY_RELEASED', "This player's game is already released to another device");
    }
    return undefined;
  }
  const context = await loadGameContext(deps.db, deps.scenarios, playerId, loaded);
  const status = statusAt(context, now);
  if (status === 'waiting' || status === 'finished' || status === 'over') throw REFUSALS[status]();
  const game = context.game as Game;
  if (control.action === 'addMinutes') {
    if (context.session.pacing === 'room') {
      throw new ApiError(
        409,
        'ROOM_CLOCK',
        "A room-paced session has one clock: add the minutes to the session, or forgive this player's penalties",
      );
    }
    const seconds = control.minutes * 60;
    // Their time had run out (played on past it, or taken by penalties): the minutes count
    // from now, so they get every one of them.
    const clock = gameClock(context.session, game, now);
    const overshoot =
      clock.remainingSeconds > 0
        ? 0
        : Math.max(
            0,
            selfPacedPlayedSeconds(context.session, game, now) + game.penalty_seconds - clock.durationSeconds,
          );
    const changed = { ...game, bonus_seconds: game.bonus_seconds + seconds + overshoot };
    return saveGame(deps.db, withScore(context, changed, now), playerId, {
      kind: 'addedTime',
      at: now,
      penaltySeconds: -seconds,
    });
  }
  if (game.penalty_seconds === 0) {
    throw new ApiError(409, 'NO_PENALTY', 'This player has no penalty to forgive');
  }
  return saveGame(deps.db, withScore(context, { ...game, penalty_seconds: 0 }, now), playerId, {
    kind: 'forgiven',
    at: now,
    penaltySeconds: -game.penalty_seconds,
  });
}

/**
 * docs/product.md#player-controls: removes a player from the session, with their game and
 * path: they leave every board, and their device is told. The team they were in keeps its
 * game (docs/product.md#teams) — a team they made, left empty before its game began,
 * goes — and its members' list loses them.
 */
export async function removePlayer(
  { db, events }: Pick<PlayerControlDeps, 'db' | 'events'>,
  sessionId: string,
  playerId: string,
): Promise<void> {
  const row = await assertPlaysIn(db, sessionId, playerId);
  const teamId = row.player_team_id;
  await deletePlayer(db, playerId);
  if (teamId !== null) await dropTeamIfAbandoned(db, teamId);
  events.playerGone({ id: playerId, sessionId }, 'removed');
  if (teamId !== null) events.teamChanged({ sessionId, teamId: null, playerId, previousTeamId: teamId });
}
