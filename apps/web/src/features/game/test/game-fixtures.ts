import type { GameState } from '@coulisses/shared/game/game.schema';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';

export const player: RegisteredPlayer = {
  id: 'p1',
  token: 'token-1',
  mail: 'me@example.com',
  sessionId: 'ABCD23',
  lang: 'fr',
  createdAt: '2026-11-22T20:00:00.000Z',
} as RegisteredPlayer;

/** A whole game state as the server sends it, told apart by its title. */
export function gameState(title: string, fields: Partial<GameState> = {}): GameState {
  return {
    playerId: player.id,
    nickname: null,
    teamSize: null,
    team: null,
    scenarioId: 'le-dernier-acte',
    rawHtml: true,
    trial: false,
    title,
    status: 'playing',
    clock: {
      durationSeconds: 3600,
      elapsedSeconds: 0,
      penaltySeconds: 0,
      remainingSeconds: 3600,
      running: true,
    },
    folders: [{ id: `folder-${title}`, title, summary: 'A folder.', status: 'open' }],
    solvedLocks: 0,
    lockCount: 1,
    hintsTaken: 0,
    wrongAttempts: 0,
    score: { total: 0, lockPoints: 0, answerPoints: 0, timePoints: 0, penaltyPoints: 0 },
    ...fields,
  };
}

/** A promise the test settles when it chooses: a slow answer of the server. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** What ky's `api.get(…)` / `api.post(…)` return: a response whose json() gives `body`. */
export const reply = (body: unknown) => ({ json: () => Promise.resolve(body) });
export const replyLater = (body: Promise<unknown>) => ({ json: () => body });
