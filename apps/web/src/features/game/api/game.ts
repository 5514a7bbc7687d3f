import {
  attemptResultSchema,
  gameDocumentSchema,
  gameStateSchema,
  hintResultSchema,
  leaderboardSchema,
  type Accusation,
  type AttemptResult,
  type GameDocument,
  type GameState,
  type HintResult,
  type Leaderboard,
} from '@coulisses/shared/game/game.schema';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { introductionSchema, type Introduction } from '@coulisses/shared/scenario/introduction.schema';
import { api, playerHeaders } from '../../../lib/api-client';

type Me = Pick<RegisteredPlayer, 'id' | 'token'>;
const base = (player: Me) => `players/${encodeURIComponent(player.id)}`;
const options = (player: Me) => ({ headers: playerHeaders(player.token) });

/** GET /v1/players/{id}/game: the whole visible state; the server decides everything. */
export async function getGame(player: Me): Promise<GameState> {
  return gameStateSchema.parse(await api.get(`${base(player)}/game`, options(player)).json());
}

export async function getDocument(player: Me, documentId: string): Promise<GameDocument> {
  const answer = await api
    .get(`${base(player)}/documents/${encodeURIComponent(documentId)}`, options(player))
    .json();
  return gameDocumentSchema.parse(answer);
}

export async function tryLock(player: Me, lockId: string, answer: string): Promise<AttemptResult> {
  const result = await api
    .post(`${base(player)}/locks/${encodeURIComponent(lockId)}/attempts`, {
      ...options(player),
      json: { answer },
    })
    .json();
  return attemptResultSchema.parse(result);
}

export async function takeHint(player: Me, lockId: string): Promise<HintResult> {
  const result = await api
    .post(`${base(player)}/locks/${encodeURIComponent(lockId)}/hints`, options(player))
    .json();
  return hintResultSchema.parse(result);
}

export async function accuse(player: Me, accusation: Accusation): Promise<GameState> {
  const result = await api
    .post(`${base(player)}/accusation`, { ...options(player), json: accusation })
    .json();
  return gameStateSchema.parse(result);
}

export async function getLeaderboard(player: Me): Promise<Leaderboard> {
  return leaderboardSchema.parse(await api.get(`${base(player)}/leaderboard`, options(player)).json());
}

/** The case's introduction again, in the player's language, to re-read during the game. */
export async function getBriefing(player: Me): Promise<Introduction> {
  return introductionSchema.parse(await api.get(`${base(player)}/introduction`, options(player)).json());
}
