import {
  PROPOSAL_SECONDS,
  PROPOSAL_SHOWING_SECONDS,
  type Accusation,
  type AccusationVote,
  type GameState,
} from '@coulisses/shared/game/game.schema';
import { ApiError } from '../../http-error.js';
import { gameClock, openFolders, proposalDueAt } from './game-rules.js';
import { saveGame, saveGameWith, type Game, type ProposalRecord, type GameAction } from './game-store.js';
import { randomUUID } from 'node:crypto';
import { listTeamMemberIds } from '../teams/teams-store.js';
import { gameView, type GameContext } from './game-view.js';
import { assertCanAct, REFUSALS, type GameDeps } from './game-status.js';
import { changeGame } from './game-turns.js';
import { outcomeOf, saveAccusation, settleExpiredProposal } from './verdict.js';

/**
 * The accusation ends the player's game: the clock stops and the score is final. What it
 * answers follows the session's release of the solution (docs/decisions/0015). In a team
 * with other members it is proposed to them first (docs/product.md#team-accusation).
 */
export const makeAccusation = (deps: GameDeps, playerId: string, input: Accusation): Promise<GameState> =>
  changeGame(deps, playerId, undefined, async (context, now) => {
    if (await settleExpiredProposal(deps, context, now)) throw REFUSALS.finished();
    const game = assertCanAct(context, now, true);
    const answers = checkedAnswers(context, game, now, input);
    const others =
      context.teamId === null
        ? []
        : (await listTeamMemberIds(deps.db, context.teamId)).filter((id) => id !== context.playerId);
    if (others.length > 0) return propose(deps, context, game, now, answers, others);
    return saveAccusation(deps, context, game, now, answers, context.playerId);
  });

/** The accusation's answers, each one of its question's choices, from its opened folder (or once time is up). */
function checkedAnswers(
  context: GameContext,
  game: Game,
  now: Date,
  input: Accusation,
): Record<string, string> {
  const { definition } = context.scenario;
  const clock = gameClock(context.session, game, now);
  if (clock.remainingSeconds > 0 && !openFolders(definition, game).has(definition.accusation.in)) {
    throw new ApiError(409, 'ACCUSATION_UNAVAILABLE', 'The accusation is made in a folder still locked');
  }
  const badFields = definition.accusation.questions
    .filter((question) => !question.choices.includes(input.answers[question.id] ?? ''))
    .map((question) => `answers.${question.id}`);
  const unknown = Object.keys(input.answers).filter(
    (id) => !definition.accusation.questions.some((question) => question.id === id),
  );
  if (badFields.length > 0 || unknown.length > 0) {
    throw new ApiError(400, 'VALIDATION', 'Answer every question with one of its choices', [
      ...badFields,
      ...unknown.map((id) => `answers.${id}`),
    ]);
  }
  return Object.fromEntries(
    definition.accusation.questions.map((question) => [question.id, input.answers[question.id] as string]),
  );
}

const proposalGone = () =>
  new ApiError(409, 'PROPOSAL_GONE', 'This proposed accusation is no longer waiting for your word');

/** A member's proposal to the team: the others confirm it, or object, within PROPOSAL_SECONDS. */
async function propose(
  deps: GameDeps,
  context: GameContext,
  game: Game,
  now: Date,
  answers: Record<string, string>,
  others: string[],
): Promise<GameState> {
  if (game.proposal) {
    throw new ApiError(
      409,
      'PROPOSAL_PENDING',
      'A teammate\u2019s accusation is waiting for the team\u2019s word',
    );
  }
  // Its minute waits for the phones that are there to show it, a few seconds at most.
  const listening = deps.live ? await deps.live.listening(context.session.id, others) : new Set<string>();
  const awaiting = others.filter((id) => listening.has(id));
  const startsAt = new Date(now.getTime() + (awaiting.length > 0 ? PROPOSAL_SHOWING_SECONDS * 1000 : 0));
  const proposal: ProposalRecord = {
    id: randomUUID(),
    by: context.playerId,
    byNickname: context.nickname,
    answers,
    at: now.toISOString(),
    startsAt: startsAt.toISOString(),
    expiresAt: new Date(startsAt.getTime() + PROPOSAL_SECONDS * 1000).toISOString(),
    pausedBase: context.session.paused_seconds,
    confirmedBy: [],
    confirmedNames: {},
    needed: others.length,
    voters: others,
    awaiting,
    shownTo: [context.playerId],
  };
  context.game = await saveGame(deps.db, { ...game, proposal }, context.playerId, {
    kind: 'proposed',
    at: now,
    target: context.scenario.definition.accusation.in,
    answer: JSON.stringify(answers).slice(0, 200),
  });
  deps.events?.gameChanged(context.game, context.playerId);
  if (context.teamId !== null) {
    deps.events?.accusationProposed({
      sessionId: context.session.id,
      teamId: context.teamId,
      proposalId: proposal.id,
      by: context.playerId,
      byNickname: context.nickname,
    });
  }
  return gameView(context, now);
}

/**
 * The proposal once `playerId`'s phone has shown it. When that was the last of the phones
 * its minute waited for, and the minute has not begun meanwhile (its cap passed), it
 * begins now — a whole minute of play, the pauses before it left out.
 */
function shownBy(
  context: GameContext,
  proposal: ProposalRecord,
  playerId: string,
  now: Date,
): ProposalRecord {
  const shownTo = proposal.shownTo ?? [proposal.by];
  if (shownTo.includes(playerId)) return proposal;
  const shown: ProposalRecord = { ...proposal, shownTo: [...shownTo, playerId] };
  const startsAt = proposalDueAt(context.session, proposal, now).getTime() - PROPOSAL_SECONDS * 1000;
  const everyone = (proposal.awaiting ?? []).every((id) => shown.shownTo?.includes(id));
  if (!everyone || startsAt <= now.getTime()) return shown;
  return {
    ...shown,
    startsAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + PROPOSAL_SECONDS * 1000).toISOString(),
    pausedBase: context.session.paused_seconds,
  };
}

/** Whether the proposal's minute began with this change (the last phone showed it). */
const minuteBegan = (before: ProposalRecord, after: ProposalRecord) => before.startsAt !== after.startsAt;

const notYourTeam = () => new ApiError(403, 'NOT_YOUR_TEAM', 'A player acts only for their own team');

/**
 * POST …/teams/{teamId}/proposals/{proposalId}/shown (docs/product.md#team-accusation): the
 * player's phone has shown the team's proposal — the last of those its minute waits for
 * starts it — or, to one away when it was made, what became of it, which is then theirs
 * no more. Anything else is `409 PROPOSAL_GONE`; another team's, `403 NOT_YOUR_TEAM`.
 */
export const showProposal = (
  deps: GameDeps,
  playerId: string,
  teamId: string,
  proposalId: string,
): Promise<GameState> =>
  changeGame(deps, playerId, undefined, async (context, now) => {
    if (context.teamId !== teamId) throw notYourTeam();
    const proposal = context.game?.proposal;
    if (proposal?.id === proposalId) {
      // Shown during a pause, it is said again after: the minute begins in play.
      const game = assertCanAct(context, now, true);
      const shown = shownBy(context, proposal, playerId, now);
      if (shown === proposal) return gameView(context, now);
      context.game = await saveGameWith(deps.db, { ...game, proposal: shown }, () => Promise.resolve());
      // Every phone counts the minute down from now: the others read the game again.
      if (minuteBegan(proposal, shown)) deps.events?.gameChanged(context.game, playerId);
      return gameView(context, now);
    }
    const outcome = context.game?.proposal_outcome;
    if (!context.game || outcome?.id !== proposalId || !outcome.untold.includes(playerId))
      throw proposalGone();
    const untold = outcome.untold.filter((id) => id !== playerId);
    context.game = await saveGameWith(
      deps.db,
      { ...context.game, proposal_outcome: untold.length > 0 ? { ...outcome, untold } : null },
      () => Promise.resolve(),
    );
    return gameView(context, now);
  });

/**
 * A member's word on the team's proposed accusation (docs/product.md#team-accusation): one
 * objection drops it (its proposer may withdraw it so); the last confirmation makes it.
 */
export const voteOnAccusation = (
  deps: GameDeps,
  playerId: string,
  vote: AccusationVote,
): Promise<GameState> =>
  changeGame(
    deps,
    playerId,
    undefined,
    async (context, now, arrivedAt) => {
      if (await settleExpiredProposal(deps, context, arrivedAt)) throw proposalGone();
      const game = assertCanAct(context, now, true);
      const proposal = game.proposal;
      if (!proposal || proposal.id !== vote.proposalId) throw proposalGone();
      // Only those it was proposed to have a say, and its proposer may withdraw it.
      if (proposal.by !== playerId && !proposal.voters.includes(playerId)) throw proposalGone();
      if (vote.vote === 'object') {
        const droppedBy = { id: playerId, nickname: context.nickname };
        const dropped: Game = {
          ...game,
          proposal: null,
          proposal_outcome: outcomeOf(proposal, 'dropped', now, droppedBy),
        };
        context.game = await saveGame(deps.db, dropped, playerId, {
          kind: 'objected',
          at: now,
          target: context.scenario.definition.accusation.in,
        });
        deps.events?.gameChanged(context.game, playerId);
        return gameView(context, now);
      }
      if (proposal.by === playerId || proposal.confirmedBy.includes(playerId)) return gameView(context, now);
      // A member who confirms it has seen it: the last of the phones waited for starts its minute.
      const shown = shownBy(context, proposal, playerId, now);
      const confirmed: ProposalRecord = {
        ...shown,
        confirmedBy: [...proposal.confirmedBy, playerId],
        confirmedNames: { ...proposal.confirmedNames, [playerId]: context.nickname },
      };
      const said: GameAction = {
        kind: 'confirmed',
        at: now,
        target: context.scenario.definition.accusation.in,
      };
      if (confirmed.confirmedBy.length >= confirmed.needed) {
        return saveAccusation(
          deps,
          context,
          { ...game, proposal: confirmed },
          now,
          proposal.answers,
          proposal.by,
          said,
        );
      }
      context.game = await saveGame(deps.db, { ...game, proposal: confirmed }, playerId, said);
      deps.events?.gameChanged(context.game, playerId);
      return gameView(context, now);
    },
    true,
  );
