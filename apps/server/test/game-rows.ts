import type { Scenario } from '@coulisses/shared/scenario/scenario.schema';
import { readConfig } from '../src/config.js';
import type { gameClock } from '../src/modules/game/game-rules.js';
import { newGame, type Game, type LocksProgress } from '../src/modules/game/game-store.js';
import { checkScenario } from '../src/modules/scenarios/check-scenario.js';

// A game's rows as the rules read them, on an injected clock, for the rules' unit tests.

export type Session = Parameters<typeof gameClock>[0];

/** The injected clock: minutes (and seconds) after the session's start. */
export const at = (minute: number, second = 0) => new Date(Date.UTC(2026, 10, 26, 20, minute, second));
export const iso = (minute: number, second = 0) => at(minute, second).toISOString();

/** A one-hour self-paced session that has run since minute 0. */
export const session = (overrides: Partial<Session> = {}): Session => ({
  pacing: 'selfPaced',
  status: 'running',
  duration_minutes: 60,
  started_at: iso(0),
  paused_at: null,
  paused_seconds: 0,
  extra_seconds: 0,
  finished_at: null,
  ...overrides,
});

/** A player's game, started at minute 0, nothing done yet. */
export const game = (overrides: Partial<Game> = {}): Game => ({
  ...newGame({ playerId: 'player-1', teamId: null, session: { id: 'session-1', paused_seconds: 0 } }, at(0)),
  ...overrides,
});

export const solved = (...lockIds: string[]): LocksProgress =>
  Object.fromEntries(lockIds.map((id) => [id, { wrong: 0, hints: 0, solvedAt: iso(1) }]));

/** The case the game ships with: its folders, locks and scoring are what players meet. */
export const shippedCase = async (): Promise<Scenario> =>
  (await checkScenario(readConfig({}).CONTENT_DIR, 'le-dernier-acte')).scenario!.definition;

/** The locks on the way from the start folders to the accusation's folder. */
export const pathToAccusation = [
  'security-computer',
  'desk-drawer',
  'workshop-door',
  'lab-request',
  'cloak-seizure',
];

/** The accusation answered right: every question the case gives an answer to. */
export const rightAnswers = (scenario: Scenario): Record<string, string> =>
  Object.fromEntries(
    scenario.accusation.questions.flatMap((question) =>
      question.answer ? [[question.id, question.answer]] : [],
    ),
  );
