import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../hooks/use-now';
import { playChime } from './chime';
import { newAlerts, type AlertKind } from './player-alerts';
import type { AlertSettings } from './use-alert-settings';

/**
 * docs/product.md#alerts: watches the session's players and, when one comes to be stuck,
 * throttled or finished, sounds the chime and shows a desktop notification — as the game
 * master chose. Looks again with each change of the rows and every few seconds, since
 * being stuck is a matter of time passing.
 */
export function usePlayerAlerts(
  players: readonly PlayerProgress[] | undefined,
  settings: AlertSettings,
  sessionName: string,
): void {
  const { t } = useTranslation();
  const now = useNow(5_000);
  const seen = useRef(new Map<string, ReadonlySet<AlertKind>>());
  const latest = useRef({ settings, sessionName, t });
  latest.current = { settings, sessionName, t };

  useEffect(() => {
    if (!players) return;
    const { raised, seen: next } = newAlerts(seen.current, players, Math.max(now, Date.now()));
    seen.current = next;
    if (raised.length === 0) return;
    const { settings: chosen, sessionName: session, t: translate } = latest.current;
    if (chosen.sound) playChime();
    if (!chosen.notify || typeof Notification === 'undefined' || Notification.permission !== 'granted')
      return;
    for (const alert of raised) {
      const player = players.find((row) => row.playerId === alert.playerId);
      if (!player) continue;
      const name = player.nickname ?? player.mail;
      // One notification per player and kind: a second replaces the first.
      new Notification(translate(`admin.alerts.title.${alert.kind}`, { name }), {
        body: translate(`admin.alerts.body.${alert.kind}`, { session }),
        tag: `${alert.playerId}:${alert.kind}`,
      });
    }
  }, [players, now]);
}
