import {
  PROPOSAL_SECONDS,
  type AccusationView,
  type FolderView,
  type GameState,
  type LockView,
  type ProposalOutcomeView,
  type ProposalView,
} from '@coulisses/shared/game/game.schema';
import type { Language } from '@coulisses/shared/languages';
import type { ScenarioLock } from '@coulisses/shared/scenario/scenario.schema';
import type { SessionRow } from '../sessions/sessions-store.js';
import type { CompiledScenario } from '../scenarios/compile-scenario.js';
import {
  freeAttempts,
  gameClock,
  gameStatus,
  isLockAvailable,
  isNewcomerTo,
  isVerdictReleased,
  lockProgress,
  lockRetryAt,
  openFolders,
  proposalDueAt,
  solvedLockCount,
  visibleScore,
} from './game-rules.js';
import { type Game, type ProposalOutcomeRecord, type ProposalRecord } from './game-store.js';
import { lockAnswerForm } from './normalise-answer.js';
import { arrangedLockView } from './arranged-view.js';
import { answersInWords, gameResult, sealedVerdict } from './game-ending.js';

export interface GameContext {
  playerId: string;
  /** The player's team, in a session played in teams (docs/decisions/0020-teams.md). */
  teamId: string | null;
  teamName: string | null;
  lang: Language;
  nickname: string | null;
  session: SessionRow;
  scenario: CompiledScenario;
  game: Game | undefined;
}

/**
 * What the player may see of their game, built from the case in memory and their row.
 * Nothing unearned goes in: a locked folder has no documents, a lock no answer and no
 * hint beyond those taken, and the solution only once the accusation is made and the
 * session lets this player have it (docs/decisions/0015); until then, their own answers
 * under seal.
 */
export function gameView(
  { playerId, teamId, teamName, lang, nickname, session, scenario, game }: GameContext,
  now: Date,
): GameState {
  const { definition } = scenario;
  const texts = scenario.texts[lang];
  const clock = gameClock(session, game, now);
  const status = gameStatus(session, game, clock, now);
  const open = openFolders(definition, game);
  const started = status !== 'waiting';

  const lockView = (lock: ScenarioLock): LockView => {
    const progress = lockProgress(game, lock.id);
    const text = texts.locks[lock.id];
    const retryAt = game ? lockRetryAt(progress, now) : undefined;
    const answerForm = lockAnswerForm(lock);
    return {
      id: lock.id,
      kind: lock.kind,
      prompt: text?.prompt ?? '',
      ...(lock.kind === 'choice'
        ? { choices: lock.choices.map((id) => ({ id, label: text?.choices?.[id] ?? id })) }
        : {}),
      ...(answerForm ? { answerForm } : {}),
      ...arrangedLockView(lock, text, game?.id ?? playerId),
      hintsTaken: (text?.hints ?? []).slice(0, progress.hints),
      hintCount: lock.hints.length,
      ...(progress.hints < lock.hints.length
        ? { nextHintPenaltySeconds: lock.hints[progress.hints]?.penaltySeconds ?? 0 }
        : {}),
      wrongAttempts: progress.wrong,
      freeAttemptsLeft: Math.max(0, freeAttempts(definition, lock) - progress.wrong),
      wrongAttemptPenaltySeconds: definition.scoring.wrongAttempts.penaltySeconds,
      ...(retryAt ? { retryAt: retryAt.toISOString() } : {}),
    };
  };

  const folders: FolderView[] = [];
  for (const folder of started ? definition.folders : []) {
    const text = texts.folders[folder.id];
    const base = { id: folder.id, title: text?.title ?? folder.id, summary: text?.summary ?? '' };
    if (open.has(folder.id)) {
      // Filed only once the case is closed: a folder whose lock is open may still hold what a
      // later lock or the accusation needs (docs/product.md#folders).
      folders.push({
        ...base,
        status: game?.finished_at ? 'solved' : 'open',
        documents: folder.documents.map((doc) => ({
          id: doc.id,
          style: doc.style,
          title: texts.documents[doc.id]?.title ?? doc.id,
        })),
      });
      continue;
    }
    const locks = definition.locks.filter(
      (lock) => lock.opens.includes(folder.id) && isLockAvailable(lock, open, game),
    );
    if (locks.length > 0) folders.push({ ...base, status: 'locked', locks: locks.map(lockView) });
  }

  const accusationOpen = (status === 'playing' && open.has(definition.accusation.in)) || status === 'timeUp';
  // One put in the team after its accusation reads no verdict of it, sealed or not: the
  // solution reaches them only as it reaches everyone, without the team's answers.
  const newcomer = isNewcomerTo(game, playerId);
  const released = isVerdictReleased(session, newcomer ? undefined : game);
  const finished = Boolean(game?.finished_at);
  return {
    playerId,
    nickname,
    teamSize: session.team_size,
    team: teamId === null ? null : { id: teamId, name: teamName ?? '' },
    scenarioId: scenario.id,
    rawHtml: scenario.rawHtml,
    trial: session.trial === 1,
    title: texts.title,
    status,
    clock,
    folders,
    solvedLocks: solvedLockCount(definition, game),
    lockCount: definition.locks.length,
    hintsTaken: game?.hints_taken ?? 0,
    wrongAttempts: game?.wrong_attempts ?? 0,
    score: visibleScore(definition, game, clock, released),
    ...(accusationOpen ? { accusation: accusationView(scenario, lang) } : {}),
    // Only while the team can still make it: a game over leaves it unmade.
    ...(game?.proposal && (status === 'playing' || status === 'timeUp')
      ? {
          proposal: proposalView(
            scenario,
            lang,
            game.proposal,
            playerId,
            proposalDueAt(session, game.proposal, now),
          ),
        }
      : {}),
    // What the team decided while the reader was away (docs/product.md#team-accusation).
    ...(game?.proposal_outcome?.untold.includes(playerId)
      ? { proposalOutcome: proposalOutcomeView(scenario, lang, game.proposal_outcome) }
      : {}),
    // Once the session is over, those who never accused read the solution too: nobody plays.
    ...((finished || status === 'over') && released
      ? { result: gameResult(scenario, lang, newcomer ? undefined : game) }
      : {}),
    ...(finished && game && !released && !newcomer
      ? { sealedVerdict: sealedVerdict(scenario, session, lang, game) }
      : {}),
  };
}

/** A team's accusation waiting for its members' word, as `playerId` reads it. */
function proposalView(
  scenario: CompiledScenario,
  lang: Language,
  proposal: ProposalRecord,
  playerId: string,
  dueAt: Date,
): ProposalView {
  return {
    id: proposal.id,
    byNickname: proposal.byNickname,
    byPlayerId: proposal.by,
    answers: answersInWords(scenario, lang, proposal.answers),
    expiresAt: dueAt.toISOString(),
    confirmations: proposal.confirmedBy.length,
    needed: proposal.needed,
    confirmed: proposal.by === playerId || proposal.confirmedBy.includes(playerId),
    canVote: proposal.voters.includes(playerId),
    startsAt: new Date(dueAt.getTime() - PROPOSAL_SECONDS * 1000).toISOString(),
    // An older proposal, made before phones said so, counts as shown to all.
    shown: proposal.shownTo?.includes(playerId) ?? true,
  };
}

/** What became of the team's last proposal, as a member away when it was made reads it. */
function proposalOutcomeView(
  scenario: CompiledScenario,
  lang: Language,
  outcome: ProposalOutcomeRecord,
): ProposalOutcomeView {
  return {
    id: outcome.id,
    outcome: outcome.outcome,
    byPlayerId: outcome.by,
    byNickname: outcome.byNickname,
    answers: answersInWords(scenario, lang, outcome.answers),
    confirmedBy: outcome.confirmedBy.map((member) => ({ playerId: member.id, nickname: member.nickname })),
    droppedBy: outcome.droppedBy && { playerId: outcome.droppedBy.id, nickname: outcome.droppedBy.nickname },
    at: outcome.at,
  };
}

function accusationView(scenario: CompiledScenario, lang: Language): AccusationView {
  const texts = scenario.texts[lang].accusation;
  return {
    intro: texts.intro,
    questions: scenario.definition.accusation.questions.map((question) => {
      const text = texts.questions[question.id];
      return {
        id: question.id,
        prompt: text?.prompt ?? question.id,
        choices: question.choices.map((id) => ({ id, label: text?.choices[id] ?? id })),
      };
    }),
  };
}
