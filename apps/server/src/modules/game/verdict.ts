import type { GameState } from '@coulisses/shared/game/game.schema';
import { gameClock, proposalDueAt, reachedOnTheirOwn, rightAnswerCount, visibleScore } from './game-rules.js';
import {
  recordAction,
  saveGameWith,
  type Game,
  type ProposalOutcomeRecord,
  type ProposalRecord,
  type GameAction,
} from './game-store.js';
import { listTeamMemberIds } from '../teams/teams-store.js';
import { gameView, type GameContext } from './game-view.js';
import { statusAt, withScore, type GameDeps } from './game-status.js';

/**
 * The accusation once made: the game finished and scored, and a team's proposal settled —
 * made when its minute passed with no objection (docs/product.md#team-accusation).
 */

/**
 * The game once accused with `answers` at `at`: finished, scored, its proposal gone (what
 * became of it kept for those away then); in a team, with the members whose verdict it is.
 */
function accused(
  context: GameContext,
  game: Game,
  at: Date,
  answers: Record<string, string>,
  members: string[] | undefined,
): Game {
  const { definition } = context.scenario;
  const clock = gameClock(context.session, game, at);
  const finished: Game = {
    ...game,
    accusation: members ? { answers, members } : { answers },
    proposal: null,
    proposal_outcome: game.proposal ? outcomeOf(game.proposal, 'made', at, null) : game.proposal_outcome,
    finished_at: at.toISOString(),
    elapsed_seconds: clock.elapsedSeconds,
    duration_seconds: clock.durationSeconds,
    last_progress_at: at.toISOString(),
    last_progress_paused: context.session.paused_seconds,
    accusation_reached: reachedOnTheirOwn(definition, game) ? 1 : 0,
    // What ranks first once the verdict is out (leaderboard-store.ts).
    right_answers: rightAnswerCount(definition, { accusation: { answers } }),
  };
  const scored = withScore(context, finished, at);
  // The verdict's share of the score, which a sealed leaderboard leaves out (leaderboard.ts).
  const sealed = visibleScore(definition, scored, gameClock(context.session, scored, at), false);
  return { ...scored, verdict_points: scored.score - sealed.total };
}

const accusationAction = (context: GameContext, at: Date, answers: Record<string, string>): GameAction => ({
  kind: 'accusation',
  at,
  target: context.scenario.definition.accusation.in,
  answer: JSON.stringify(answers).slice(0, 200),
});

/** Makes the accusation `by` a player (its proposer, in a team), and answers the reader's view. */
export async function saveAccusation(
  deps: GameDeps,
  context: GameContext,
  game: Game,
  at: Date,
  answers: Record<string, string>,
  by: string,
  also?: GameAction,
): Promise<GameState> {
  // docs/product.md#teams: the verdict is the team's of now, never a newcomer's.
  const members = context.teamId === null ? undefined : await listTeamMemberIds(deps.db, context.teamId);
  const made = accused(context, game, at, answers, members);
  context.game = await saveGameWith(deps.db, made, async (trx, next) => {
    if (also) await recordAction(trx, next, context.playerId, also);
    await recordAction(trx, next, by, accusationAction(context, at, answers));
  });
  deps.events?.gameChanged(context.game, context.playerId);
  return gameView(context, at);
}

/**
 * What became of a proposal, for the members it was proposed to whose phone never showed
 * it (docs/product.md#team-accusation); null when there is nobody to tell.
 */
export function outcomeOf(
  proposal: ProposalRecord,
  outcome: ProposalOutcomeRecord['outcome'],
  at: Date,
  droppedBy: ProposalOutcomeRecord['droppedBy'],
): ProposalOutcomeRecord | null {
  const shownTo = new Set([proposal.by, ...(proposal.shownTo ?? proposal.voters), ...proposal.confirmedBy]);
  if (droppedBy) shownTo.add(droppedBy.id);
  const untold = [proposal.by, ...proposal.voters].filter((id) => !shownTo.has(id));
  if (untold.length === 0) return null;
  return {
    id: proposal.id,
    outcome,
    by: proposal.by,
    byNickname: proposal.byNickname,
    answers: proposal.answers,
    confirmedBy: proposal.confirmedBy.map((id) => ({ id, nickname: proposal.confirmedNames?.[id] ?? null })),
    droppedBy,
    at: at.toISOString(),
    untold,
  };
}

/**
 * A proposal whose time passed with no objection is the team's accusation, made when its
 * time ran out. True when it was made here: the reader's context holds the finished game.
 */
export async function settleExpiredProposal(
  deps: GameDeps,
  context: GameContext,
  now: Date,
): Promise<boolean> {
  const proposal = context.game?.proposal;
  if (!context.game || !proposal || !isDue(context, proposal, now)) return false;
  await saveAccusation(
    deps,
    context,
    context.game,
    proposalDueAt(context.session, proposal, now),
    proposal.answers,
    proposal.by,
  );
  return true;
}

/**
 * Whether a proposal's time has passed with the game still open then: a room whose time
 * ran out before, or a game already over, makes nothing after its end.
 */
export function isDue(context: GameContext, proposal: ProposalRecord, now: Date): boolean {
  const at = proposalDueAt(context.session, proposal, now);
  if (at.getTime() > now.getTime()) return false;
  const status = statusAt(context, at);
  return status === 'playing' || status === 'timeUp';
}
