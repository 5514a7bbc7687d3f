import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Language } from '@coulisses/shared/languages';
import { playerSchema, type Player, type RegisteredPlayer } from '@coulisses/shared/player/player.schema';
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
  return useMutation({ mutationFn: (lang: Language) => changeOwnLanguage(player, lang) });
}
