import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@coulisses/shared/languages';
import {
  playerSchema,
  setNicknameSchema,
  type Player,
  type RegisteredPlayer,
} from '@coulisses/shared/player/player.schema';
import { api, playerHeaders } from '../../../lib/api-client';
import { gameKeys } from './game-keys';

/** GET /v1/players/{id}: the player's own record, proved by their token. */
export async function getOwnPlayer(player: RegisteredPlayer): Promise<Player> {
  const answer = await api
    .get(`players/${encodeURIComponent(player.id)}`, { headers: playerHeaders(player.token) })
    .json();
  return playerSchema.parse(answer);
}

/** PUT /v1/players/{id}: the whole player, with the one field a player may change. */
export async function changeOwnLanguage(player: RegisteredPlayer, lang: Language): Promise<Player> {
  const { id, sessionId, mail, createdAt } = player;
  const answer = await api
    .put(`players/${encodeURIComponent(id)}`, {
      json: { id, sessionId, mail, createdAt, lang },
      headers: playerHeaders(player.token),
    })
    .json();
  return playerSchema.parse(answer);
}

/**
 * PUT /v1/players/{id}/nickname: the name the player goes by on the public boards
 * (docs/product.md#nicknames); 409 NICKNAME_TAKEN when another player of the session has it.
 */
export async function setOwnNickname(player: RegisteredPlayer, nickname: string): Promise<string> {
  const answer = await api
    .put(`players/${encodeURIComponent(player.id)}/nickname`, {
      json: { nickname },
      headers: playerHeaders(player.token),
    })
    .json();
  return setNicknameSchema.parse(answer).nickname;
}

/** Names the player; the game's state, which carries the nickname, is read again. */
export function useSetNicknameMutation(player: RegisteredPlayer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nickname: string) => setOwnNickname(player, nickname),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gameKeys.states(player.id) }),
  });
}

export function getOwnPlayerQueryOptions(player: RegisteredPlayer) {
  return queryOptions({
    queryKey: gameKeys.ownPlayer(player.id),
    queryFn: () => getOwnPlayer(player),
    // A check of the player's existence: asked once per visit, and again when told to.
    staleTime: Infinity,
    refetchOnMount: 'always',
  });
}

export function useOwnPlayerQuery(player: RegisteredPlayer) {
  return useQuery(getOwnPlayerQueryOptions(player));
}

export function useChangeLanguageMutation(player: RegisteredPlayer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lang: Language) => changeOwnLanguage(player, lang),
    // The game master's hints of the case are worded in the player's language: read them again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gameKeys.messages(player.id) }),
  });
}
