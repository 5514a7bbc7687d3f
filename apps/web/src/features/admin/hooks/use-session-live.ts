import { HTTPError } from 'ky';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveEvent } from '@coulisses/shared/live/live-event.schema';
import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import type { Session } from '@coulisses/shared/session/session.schema';
import { useLiveEvents } from '../../../hooks/use-live-events';
import { getBasicToken } from '../../../lib/storage';
import { getDashboard, getPlayerProgress } from '../api/dashboard';
import { idBatcher, upsertRows } from './live-rows';

export type SessionView =
  | { phase: 'loading' }
  | { phase: 'failed' }
  /** Deleted while shown, or not found at all (deleted in another tab, or a wrong id). */
  | { phase: 'gone'; reason: 'deleted' | 'notFound' }
  | { phase: 'ready'; session: Session; players: PlayerProgress[] };

/** The live stream as the game master reads it: reconnecting differs from a first connection. */
export type Connection = 'connecting' | 'open' | 'reconnecting' | 'stopped';

const BATCH_MS = 500;
/** Past this many changed players in one window, one dashboard fetch is cheaper than many rows. */
const RELOAD_ALL_OVER = 12;
/**
 * A whole dashboard costs the server's one thread time for every row (about 40 ms at 2,000
 * players, bench/session.mjs), and a large session changes more than 12 players
 * every window: read whole, it is read at most once per 2.5 ms a row shown — every 500 ms up
 * to 200 players, every 5 s at 2,000 — so that it never takes more than a few percent of
 * the server. The events themselves still arrive at once.
 */
const RELOAD_ALL_MS_PER_ROW = 2.5;
const reloadAllEvery = (rows: number) => Math.max(BATCH_MS, rows * RELOAD_ALL_MS_PER_ROW);

const adminHeaders = (): Record<string, string> => ({ Authorization: `Basic ${getBasicToken() ?? ''}` });
const isNotFound = (error: unknown) => error instanceof HTTPError && error.response.status === 404;

/**
 * One session kept live (docs/product.md#dashboard): the dashboard loaded once, then its event stream —
 * a player's event fetches that player's row (batched), a session event the dashboard, a
 * message event bumps `messagesVersion`, a deletion ends it all. Each (re)connection
 * reloads the dashboard, so nothing missed while disconnected stays missing.
 * `newPlayersOnly`: rows are fetched for players not yet shown only (the join screen).
 */
export function useSessionLive(sessionId: string, { newPlayersOnly = false } = {}) {
  const [view, setView] = useState<SessionView>({ phase: 'loading' });
  const [messagesVersion, setMessagesVersion] = useState(0);
  const [everOpen, setEverOpen] = useState(false);
  const alive = useRef(true);
  const loading = useRef(0);
  /** When the last whole-dashboard read started (Date.now()). */
  const loadedAt = useRef(0);
  const viewRef = useRef(view);
  viewRef.current = view;

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const load = useCallback(async () => {
    loading.current += 1;
    loadedAt.current = Date.now();
    try {
      const { session, players } = await getDashboard(sessionId);
      if (alive.current)
        setView((prev) => (prev.phase === 'gone' ? prev : { phase: 'ready', session, players }));
    } catch (error) {
      if (!alive.current) return;
      if (isNotFound(error)) {
        setView((prev) =>
          prev.phase === 'gone'
            ? prev
            : { phase: 'gone', reason: prev.phase === 'ready' ? 'deleted' : 'notFound' },
        );
      } else {
        // A failed refresh keeps what is on screen; only a first load that fails says so.
        setView((prev) => (prev.phase === 'loading' ? { phase: 'failed' } : prev));
      }
    } finally {
      loading.current -= 1;
    }
  }, [sessionId]);

  const setSession = useCallback((session: Session) => {
    setView((prev) => (prev.phase === 'ready' ? { ...prev, session } : prev));
  }, []);

  const flushRef = useRef<(ids: string[]) => void>(() => undefined);
  const [batcher] = useState(() => idBatcher(BATCH_MS, (ids) => flushRef.current(ids)));
  useEffect(() => () => batcher.cancel(), [batcher]);
  flushRef.current = (ids) => {
    const current = viewRef.current;
    if (current.phase === 'gone' || current.phase === 'failed') return;
    // A dashboard load under way may have read before these changes: wait for it.
    if (current.phase === 'loading' || loading.current > 0) {
      ids.forEach(batcher.add);
      return;
    }
    const shown = new Set(current.players.map((player) => player.playerId));
    const wanted = newPlayersOnly ? ids.filter((id) => !shown.has(id)) : ids;
    if (wanted.length > RELOAD_ALL_OVER) {
      // Too soon after the last whole read: these players wait for the next window.
      if (Date.now() < loadedAt.current + reloadAllEvery(current.players.length)) wanted.forEach(batcher.add);
      else void load();
      return;
    }
    void Promise.allSettled(wanted.map((id) => getPlayerProgress(id))).then((results) => {
      const rows = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      if (!alive.current || rows.length === 0) return;
      setView((prev) =>
        prev.phase === 'ready' ? { ...prev, players: upsertRows(prev.players, rows) } : prev,
      );
    });
  };

  const onEvent = (event: LiveEvent) => {
    if (event.sessionId !== sessionId) return;
    if (event.type === 'player') batcher.add(event.playerId);
    // Pausing, resuming or finishing changes every player's status and clock too: read it all.
    else if (event.type === 'session') void load();
    else if (event.type === 'message') setMessagesVersion((version) => version + 1);
    else setView({ phase: 'gone', reason: 'deleted' });
  };

  const gone = view.phase === 'gone';
  const live = useLiveEvents(
    gone ? undefined : `sessions/${encodeURIComponent(sessionId)}/events`,
    adminHeaders,
    onEvent,
  );

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (live.status === 'open') setEverOpen(true);
    // Listening again after a cut, or refused (deleted meanwhile, signed out): read afresh.
    if (live.status === 'open' || live.status === 'closed') void load();
  }, [live.status, load]);

  const markGone = useCallback(() => setView({ phase: 'gone', reason: 'deleted' }), []);

  const retry = useCallback(() => {
    setView({ phase: 'loading' });
    void load();
  }, [load]);

  const connection: Connection =
    live.status === 'open'
      ? 'open'
      : live.status === 'closed'
        ? 'stopped'
        : everOpen
          ? 'reconnecting'
          : 'connecting';

  return { view, connection, messagesVersion, retry, setSession, markGone };
}
