import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Language } from '@coulisses/shared/languages';
import { setNicknameSchema } from '@coulisses/shared/player/player.schema';
import {
  dashboardSchema,
  playerActionSchema,
  playerPositionSchema,
  playerProgressSchema,
  type Dashboard,
  type PlayerAction,
  type PlayerPosition,
  type PlayerProgress,
} from '@coulisses/shared/session/dashboard.schema';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /v1/sessions/{id}/dashboard: the session and every player's progress, ranked. */
export async function getDashboard(sessionId: string): Promise<Dashboard> {
  return dashboardSchema.parse(await api.get(`sessions/${encodeURIComponent(sessionId)}/dashboard`).json());
}

/** GET /v1/players/{id}/progress: one row, fetched when a live event names the player. */
export async function getPlayerProgress(playerId: string): Promise<PlayerProgress> {
  return playerProgressSchema.parse(await api.get(`players/${encodeURIComponent(playerId)}/progress`).json());
}

/** GET /v1/players/{id}/actions?lang=…: the player's path, oldest first, titles in `lang`. */
export async function listPlayerActions(playerId: string, lang: Language): Promise<PlayerAction[]> {
  return z
    .array(playerActionSchema)
    .parse(
      await api.get(`players/${encodeURIComponent(playerId)}/actions`, { searchParams: { lang } }).json(),
    );
}

/**
 * One session and its players, kept live by the session's event stream
 * (features/admin/hooks/use-session-live.ts), which updates or invalidates it.
 */
export const getDashboardQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: adminKeys.dashboard(sessionId), queryFn: () => getDashboard(sessionId) });

export const useDashboard = (sessionId: string) => useQuery(getDashboardQueryOptions(sessionId));

/** A player's path; the live stream invalidates it whenever the player's row changes. */
export const getPlayerPathQueryOptions = (sessionId: string, playerId: string, lang: Language) =>
  queryOptions({
    queryKey: adminKeys.playerPath(sessionId, playerId, lang),
    queryFn: () => listPlayerActions(playerId, lang),
  });

/**
 * PUT /v1/players/{id}/nickname as a game master who runs the session: renames the player
 * (docs/product.md#nicknames); the dashboard shows it at once.
 */
export async function renamePlayer(playerId: string, nickname: string): Promise<string> {
  const answer = await api
    .put(`players/${encodeURIComponent(playerId)}/nickname`, { json: { nickname } })
    .json();
  return setNicknameSchema.parse(answer).nickname;
}

export function useRenamePlayer(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ playerId, nickname }: { playerId: string; nickname: string }) =>
      renamePlayer(playerId, nickname),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getDashboardQueryOptions(sessionId).queryKey }),
  });
}

export const usePlayerPath = (sessionId: string, playerId: string, lang: Language) =>
  useQuery(getPlayerPathQueryOptions(sessionId, playerId, lang));

/** GET /v1/players/{id}/position?lang=…: the locks in front of the player and the case's hints for each. */
export async function getPlayerPosition(playerId: string, lang: Language): Promise<PlayerPosition> {
  return playerPositionSchema.parse(
    await api.get(`players/${encodeURIComponent(playerId)}/position`, { searchParams: { lang } }).json(),
  );
}

/** Where a player stands; read again with their path, whenever their row changes. */
export const usePlayerPosition = (sessionId: string, playerId: string, lang: Language) =>
  useQuery({
    queryKey: adminKeys.playerPosition(sessionId, playerId, lang),
    queryFn: () => getPlayerPosition(playerId, lang),
  });
