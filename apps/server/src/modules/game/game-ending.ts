import type { GameResult, SealReason, SealedVerdict, Verdict } from '@coulisses/shared/game/game.schema';
import type { Language } from '@coulisses/shared/languages';
import type { Scenario } from '@coulisses/shared/scenario/scenario.schema';
import type { SessionTable } from '../../db/schema.js';
import type { CompiledScenario } from '../scenarios/compile-scenario.js';
import { openFolders } from './game-rules.js';
import type { Game } from './game-store.js';

/** An accusation's answers in words, question by question, in `lang`. */
export function answersInWords(
  scenario: CompiledScenario,
  lang: Language,
  answers: Record<string, string> | undefined,
) {
  const texts = scenario.texts[lang].accusation;
  return scenario.definition.accusation.questions.map((question) => {
    const text = texts.questions[question.id];
    const given = answers?.[question.id] ?? '';
    return {
      questionId: question.id,
      prompt: text?.prompt ?? question.id,
      given: text?.choices[given] ?? given,
    };
  });
}

/**
 * Why a finished player's verdict is still sealed, told to them (docs/product.md#debrief-release):
 * the session keeps it from everyone, or — a self-paced session — their own way to the
 * accusation kept it (reachedOnTheirOwn: a lock's last hint taken, or the accusation made
 * out of time, its folder never opened). Their answers play no part: a right and a wrong
 * accusation made the same way read the same screen.
 */
export function sealReason(
  scenario: Scenario,
  session: Pick<SessionTable, 'debrief_release'>,
  game: Game,
): SealReason {
  if (session.debrief_release !== 'playerFinish') return 'session';
  return openFolders(scenario, game).has(scenario.accusation.in) ? 'lastHint' : 'timeUp';
}

/** The accusation under seal: the player's own answers, what they may be worth, and why they wait. */
export function sealedVerdict(
  scenario: CompiledScenario,
  session: Pick<SessionTable, 'debrief_release'>,
  lang: Language,
  game: Game,
): SealedVerdict {
  return {
    answers: answersInWords(scenario, lang, game.accusation?.answers),
    pointsAtStake: scenario.definition.accusation.questions.length * scenario.definition.scoring.answerPoints,
    reason: sealReason(scenario.definition, session, game),
  };
}

/** What the solution says of an accusation: solved when every answer is right (docs/product.md#accusation). */
export function verdictOf(scenario: Scenario, answers: Record<string, string> | undefined): Verdict {
  if (!answers) return 'none';
  const { questions } = scenario.accusation;
  return questions.every((question) => answers[question.id] === question.answer) ? 'solved' : 'unsolved';
}

/**
 * The solution as this player reads it (docs/product.md#accusation): each answer judged, and
 * the ending of their verdict — the reveal for a solved case, the case's unsolved ending
 * for an accusation with any wrong answer, the reveal for a player who never made one.
 */
export function gameResult(scenario: CompiledScenario, lang: Language, game: Game | undefined): GameResult {
  const texts = scenario.texts[lang].accusation;
  const answers = game?.accusation?.answers;
  const verdict = verdictOf(scenario.definition, answers);
  return {
    verdict,
    answers: scenario.definition.accusation.questions.map((question) => {
      const text = texts.questions[question.id];
      const given = answers?.[question.id];
      const label = (id: string) => text?.choices[id] ?? id;
      return {
        questionId: question.id,
        prompt: text?.prompt ?? question.id,
        ...(given ? { given: label(given) } : {}),
        expected: label(question.answer ?? ''),
        right: given === question.answer,
      };
    }),
    reveal: scenario.reveal[lang],
    ...(verdict === 'unsolved' ? { epilogue: scenario.unsolved[lang] } : {}),
    debrief: scenario.debrief[lang],
  };
}
