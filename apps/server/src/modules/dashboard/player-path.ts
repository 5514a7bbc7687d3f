import type { Language } from '@coulisses/shared/languages';
import { playerActionSchema, type PlayerAction } from '@coulisses/shared/session/dashboard.schema';
import type { DataStore } from '../data-store.js';
import { getPlayerSession } from '../players/players.js';
import type { CompiledScenario } from '../scenarios/compile-scenario.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { listMessageReads, listPlayerMessageRows } from '../messages/messages-store.js';
import { toMessage } from '../messages/messages.js';
import { listPlayerActions } from './dashboard-store.js';
import type { SpotMark } from '@coulisses/shared/game/arranged-answer';
import { isMarkIn, SPOT_TOLERANCE } from '../game/normalise-answer.js';

/**
 * The short title of what an action touched, in `lang`: a lock's own title ("The prompt
 * desk drawer") rather than its whole prompt, a document's title.
 */
export function titleOf(
  scenario: CompiledScenario | undefined,
  kind: string,
  target: string | null,
  lang: Language,
) {
  if (!scenario || !target) return null;
  const texts = scenario.texts[lang];
  if (kind === 'read') return texts.documents[target]?.title ?? null;
  if (kind === 'attempt' || kind === 'hint') return texts.locks[target]?.title ?? null;
  return null;
}

/** A label of `labels` by its id, an own property only: a recorded answer may be any string ("constructor"). */
const labelOf = (labels: Record<string, string> | undefined, id: unknown) =>
  typeof id === 'string' && labels && Object.hasOwn(labels, id) ? (labels[id] ?? id) : String(id);

function parsed(answer: string): unknown {
  try {
    return JSON.parse(answer);
  } catch {
    return undefined;
  }
}

/**
 * A choice lock's attempt in words: the game master reads "By the service lift", never the
 * choice's id; an order as its items in sequence, pairs as "left: right", marks by the place
 * each fell in (or where, in percent of the image). Typed answers are shown as typed (null here).
 */
export function answerTextOf(
  scenario: CompiledScenario | undefined,
  kind: string,
  target: string | null,
  answer: string | null,
  lang: Language,
): string | null {
  if (!scenario || kind !== 'attempt' || !target || answer === null) return null;
  const lock = scenario.locks.get(target);
  const words = scenario.texts[lang].locks[target];
  if (!lock) return null;
  if (lock.kind === 'choice')
    return words?.choices && Object.hasOwn(words.choices, answer) ? (words.choices[answer] ?? null) : null;
  const given = parsed(answer);
  if (lock.kind === 'order' && Array.isArray(given))
    return given.map((id) => labelOf(words?.items, id)).join(' → ');
  if (lock.kind === 'match' && given && typeof given === 'object' && !Array.isArray(given))
    return Object.entries(given)
      .map(([left, right]) => `${labelOf(words?.left, left)}: ${labelOf(words?.right, right)}`)
      .join(' · ');
  if (lock.kind === 'spot' && Array.isArray(given)) {
    const tolerance = lock.tolerance ?? SPOT_TOLERANCE;
    return (given as SpotMark[])
      .map((mark) => {
        const region = lock.regions.find((place) => isMarkIn(mark, place, tolerance));
        return region
          ? labelOf(words?.regions, region.id)
          : `(${Math.round(mark.x)}\u202f%, ${Math.round(mark.y)}\u202f%)`;
      })
      .join(' · ');
  }
  return null;
}

/** The accusation's answers (stored as JSON, question id → choice id) in words, in order. */
function accusationOf(
  scenario: CompiledScenario | undefined,
  kind: string,
  answer: string | null,
  lang: Language,
): PlayerAction['accusation'] {
  if (!scenario || (kind !== 'accusation' && kind !== 'proposed') || answer === null) return null;
  let given: unknown;
  try {
    given = JSON.parse(answer);
  } catch {
    return null;
  }
  if (!given || typeof given !== 'object') return null;
  const texts = scenario.texts[lang].accusation.questions;
  return scenario.definition.accusation.questions.flatMap((question) => {
    const choice = (given as Record<string, unknown>)[question.id];
    const words = texts[question.id];
    if (typeof choice !== 'string' || !words) return [];
    return [{ question: words.prompt, answer: words.choices[choice] ?? choice }];
  });
}

/**
 * What the action's row records as its outcome, when it is one the path shows: a hint's
 * row keeps its number there ("2"), which the path tells by the order of the hints.
 */
const outcomeOf = (outcome: string | null): PlayerAction['outcome'] =>
  playerActionSchema.shape.outcome.safeParse(outcome).data ?? null;

/**
 * docs/product.md#player-path: a player's path, every action with its time, oldest first,
 * and every message that reached them (docs/product.md#case-hints) with when they read it.
 */
export async function readPlayerPath(
  db: DataStore,
  scenarios: CaseCatalog,
  playerId: string,
  lang: Language,
): Promise<PlayerAction[]> {
  const session = await getPlayerSession(db, playerId);
  const scenario = await scenarios.find(session.scenario_id, session.scenario_version);
  const [rows, messages, reads] = await Promise.all([
    listPlayerActions(db, playerId),
    listPlayerMessageRows(db, session.id, playerId, session.player_team_id),
    listMessageReads(db, playerId),
  ]);
  const actions = rows.map((row): PlayerAction => ({
    id: row.id,
    at: row.at,
    kind: row.kind,
    target: row.target,
    targetTitle: titleOf(scenario, row.kind, row.target, lang),
    answer: row.answer,
    answerText: answerTextOf(scenario, row.kind, row.target, row.answer, lang),
    accusation: accusationOf(scenario, row.kind, row.answer, lang),
    outcome: outcomeOf(row.outcome),
    penaltySeconds: row.penalty_seconds,
    message: null,
  }));
  const sent = messages.map((row): PlayerAction => {
    const message = toMessage(row, scenario, lang);
    return {
      id: message.id,
      at: message.sentAt,
      kind: 'message',
      target: message.caseHint?.lockId ?? null,
      targetTitle: message.caseHint?.lockTitle ?? null,
      answer: null,
      answerText: null,
      accusation: null,
      outcome: null,
      penaltySeconds: message.caseHint?.penaltySeconds ?? 0,
      message: {
        kind: message.kind,
        body: message.body,
        toEveryone: message.playerId === null,
        minutesLeft: message.minutesLeft,
        caseHint: message.caseHint,
        readAt: reads.get(message.id) ?? null,
      },
    };
  });
  // Both lists are in time order: merged, an action keeps its place before a message of the same instant.
  return [...actions, ...sent].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
