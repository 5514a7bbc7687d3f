import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { playChime } from './chime';
import { newAlerts, type Looked } from './player-alerts';
import type { AlertSettings } from './use-alert-settings';
import { teamStandings } from '@coulisses/shared/session/player-rank';
import { nameIn } from '../components/format';

/** How often the players are looked at again without news: being stuck is time passing. */
const LOOK_EVERY_MS = 5_000;

/**
 * A desktop notification. Some browsers (Chrome on Android) refuse the constructor and
 * show notifications only through the service worker: that way is tried then.
 */
function notify(title: string, options: NotificationOptions): void {
  try {
    new Notification(title, options);
  } catch {
    void navigator.serviceWorker
      ?.getRegistration()
      .then((registration) => registration?.showNotification(title, options))
      .catch(() => undefined);
  }
}

/**
 * docs/product.md#alerts: watches the session's players and, when one comes to be stuck,
 * throttled or finished, sounds the chime and shows a desktop notification — as the game
 * master chose. Looks with each change of the rows and every few seconds, without making
 * the dashboard render again.
 */
export function usePlayerAlerts(
  players: readonly PlayerProgress[] | undefined,
  /** Each player's one name (docs/product.md#nicknames): a notification names them so. */
  names: ReadonlyMap<string, string>,
  settings: AlertSettings,
  sessionName: string,
): void {
  const { t } = useTranslation();
  const seen = useRef(new Map<string, Looked>());
  const latest = useRef({ players, names, settings, sessionName, t });
  latest.current = { players, names, settings, sessionName, t };

  const look = useCallback(() => {
    const { players, names: named, settings: chosen, sessionName: session, t: translate } = latest.current;
    if (!players) return;
    // docs/product.md#teams: a team's game is watched once, under the team's name, not once a member.
    const rows = players.some((player) => player.team)
      ? [...teamStandings(players), ...players.filter((player) => !player.team)]
      : players;
    const { raised, seen: next } = newAlerts(seen.current, rows, Date.now());
    seen.current = next;
    if (raised.length === 0) return;
    if (chosen.sound) playChime();
    if (!chosen.notify || typeof Notification === 'undefined' || Notification.permission !== 'granted')
      return;
    for (const alert of raised) {
      const player = rows.find((row) => row.playerId === alert.playerId);
      if (!player) continue;
      const name = nameIn(named, player);
      // One notification per player and kind: a second replaces the first.
      notify(translate(`admin.alerts.title.${alert.kind}`, { name }), {
        body: translate(`admin.alerts.body.${alert.kind}`, { session }),
        tag: `${alert.playerId}:${alert.kind}`,
      });
    }
  }, []);

  useEffect(look, [players, look]);
  useEffect(() => {
    const timer = window.setInterval(look, LOOK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [look]);
}
