import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Language } from '@coulisses/shared/languages';
import { setNicknameSchema } from '@coulisses/shared/player/player.schema';
import type { PlayerControl } from '@coulisses/shared/player/player-control.schema';
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
import { countedFrom } from '../../hooks/use-countdown';
import { api } from '../api-client';
import { adminKeys } from './query-keys';

/**
 * When the request that brought each row left (`Date.now()`): a row's time left counts down
 * from the server's figure as of then, as every clock of the app does (docs/product.md#pacing).
 */
const rowsSentAt = new WeakMap<PlayerProgress, number>();

/** `row`, noted as brought by a request that left at `sentAt`. */
export function countedRow(row: PlayerProgress, sentAt: number): PlayerProgress {
  rowsSentAt.set(row, sentAt);
  return row;
}

/** When the request that brought `row` left, if it is known. */
export const rowSentAt = (row: PlayerProgress): number | undefined => rowsSentAt.get(row);

/** GET /v1/sessions/{id}/dashboard: the session and every player's progress, ranked. */
export async function getDashboard(sessionId: string): Promise<Dashboard> {
  const sentAt = Date.now();
  const dashboard = dashboardSchema.parse(
    await api.get(`sessions/${encodeURIComponent(sessionId)}/dashboard`).json(),
  );
  for (const row of dashboard.players) countedRow(row, sentAt);
  return { ...dashboard, session: countedFrom(dashboard.session, sentAt) };
}

/** GET /v1/players/{id}/progress: one row, fetched when a live event names the player. */
export async function getPlayerProgress(playerId: string): Promise<PlayerProgress> {
  const sentAt = Date.now();
  const row = playerProgressSchema.parse(
    await api.get(`players/${encodeURIComponent(playerId)}/progress`).json(),
  );
  return countedRow(row, sentAt);
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
 * One session and its players, kept live by the session's event stream (useSessionLive),
 * which updates or invalidates it.
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

const playerUrl = (sessionId: string, playerId: string) =>
  `sessions/${encodeURIComponent(sessionId)}/players/${encodeURIComponent(playerId)}`;

/**
 * POST /v1/sessions/{id}/players/{playerId}/controls (docs/product.md#player-controls):
 * minutes of their own, penalties forgiven, or a release; answers the player's new row.
 */
export async function controlPlayer(
  sessionId: string,
  playerId: string,
  control: PlayerControl,
): Promise<PlayerProgress> {
  const answer = await api.post(`${playerUrl(sessionId, playerId)}/controls`, { json: control }).json();
  return playerProgressSchema.parse(answer);
}

/** DELETE /v1/sessions/{id}/players/{playerId}: the player leaves the session, game and path with them. */
export async function removePlayer(sessionId: string, playerId: string): Promise<void> {
  await api.delete(playerUrl(sessionId, playerId));
}

/** A game master's step on one player; the dashboard and the player's path are read again. */
export function useControlPlayer(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ playerId, control }: { playerId: string; control: PlayerControl }) =>
      controlPlayer(sessionId, playerId, control),
    onSuccess: (_row, { playerId }) => {
      void queryClient.invalidateQueries({ queryKey: getDashboardQueryOptions(sessionId).queryKey });
      void queryClient.invalidateQueries({ queryKey: adminKeys.playerPaths(sessionId, playerId) });
    },
  });
}

export function useRemovePlayer(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (playerId: string) => removePlayer(sessionId, playerId),
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
