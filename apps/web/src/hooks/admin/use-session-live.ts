import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LiveEvent } from '@coulisses/shared/live/live-event.schema';
import { useLiveEvents } from '../use-live-events';
import { getBasicToken } from '../../lib/storage';
import { useDashboard } from '../../lib/admin-api/dashboard';
import { isNotFound } from '../../lib/admin-api/not-found';
import { adminKeys } from '../../lib/admin-api/query-keys';
import { dashboardSync } from './dashboard-sync';

/** The live stream as the game master reads it: reconnecting differs from a first connection. */
export type Connection = 'connecting' | 'open' | 'reconnecting' | 'stopped';

/** Deleted while shown, or not found at all (deleted in another tab, or a wrong id). */
export type GoneReason = 'deleted' | 'notFound';

const adminHeaders = (): Record<string, string> => ({ Authorization: `Basic ${getBasicToken() ?? ''}` });

/**
 * One session kept live (docs/product.md#dashboard): its dashboard query, then its event stream — a
 * player's event updates that player's row in the cache (at once, those that follow batched), a session event or a
 * deletion reads the dashboard again, a message event the messages and the paths it is in. Each (re)connection
 * reads all of the session again, so nothing missed while disconnected stays missing.
 * `newPlayersOnly`: rows are fetched for players not yet shown only (the join screen).
 */
export function useSessionLive(sessionId: string, { newPlayersOnly = false } = {}) {
  const queryClient = useQueryClient();
  const dashboard = useDashboard(sessionId);
  const [everOpen, setEverOpen] = useState(false);
  const [sync] = useState(() => dashboardSync(queryClient, sessionId, { newPlayersOnly }));
  useEffect(() => sync.stop, [sync]);

  // A 404 after the dashboard was shown: deleted meanwhile; before: never found.
  const gone: GoneReason | undefined = isNotFound(dashboard.error)
    ? dashboard.data
      ? 'deleted'
      : 'notFound'
    : undefined;

  const onEvent = (event: LiveEvent) => {
    if (event.sessionId !== sessionId) return;
    if (event.type === 'player') sync.playerChanged(event.playerId);
    // Pausing, resuming or finishing changes every player's status and clock too: read it
    // all. Deleted, the read answers 404 and the page says the session is gone.
    else if (event.type === 'session' || event.type === 'sessionDeleted') sync.reloadAll();
    // Removed, the row goes; gone on from another device, it is read again.
    else if (event.type === 'playerGone') {
      if (event.reason === 'removed') sync.reloadAll();
      else sync.playerChanged(event.playerId);
    }
    // A team's game: each member's row shows it (docs/product.md#teams).
    else if (event.type === 'teamGame') {
      const rows = dashboard.data?.players.filter((player) => player.team?.id === event.teamId) ?? [];
      if (rows.length === 0) sync.reloadAll();
      rows.forEach((player) => sync.playerChanged(player.playerId));
    }
    // Who is in which team: the rows and the teams are read again.
    else if (event.type === 'team') {
      sync.reloadAll();
      void queryClient.invalidateQueries({ queryKey: adminKeys.teams(sessionId) });
    }
    // A team's notepad is its own (docs/product.md#team-notepad).
    else if (event.type === 'notepad') return;
    // Never sent to a game master's stream (docs/product.md#team-presence): the team's own.
    else if (event.type === 'presence') return;
    // Read by the player: their path says when (docs/product.md#case-hints).
    else if (event.type === 'messagesRead')
      void queryClient.invalidateQueries({ queryKey: adminKeys.playerPaths(sessionId, event.playerId) });
    else {
      void queryClient.invalidateQueries({ queryKey: adminKeys.messages(sessionId) });
      // A message is in the path of each player it reached: theirs, or everyone's.
      void queryClient.invalidateQueries({
        queryKey: event.playerId
          ? adminKeys.playerPaths(sessionId, event.playerId)
          : adminKeys.allPlayerPaths(sessionId),
      });
    }
  };

  const live = useLiveEvents(
    gone ? undefined : `sessions/${encodeURIComponent(sessionId)}/events`,
    adminHeaders,
    onEvent,
  );

  useEffect(() => {
    if (live.status === 'open') setEverOpen(true);
    // Listening again after a cut, or refused (deleted meanwhile, signed out): read afresh.
    if (live.status === 'open' || live.status === 'closed') sync.resync();
  }, [live.status, sync]);

  const connection: Connection =
    live.status === 'open'
      ? 'open'
      : live.status === 'closed'
        ? 'stopped'
        : everOpen
          ? 'reconnecting'
          : 'connecting';

  return { dashboard, gone, connection };
}
