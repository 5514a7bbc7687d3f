import { ALERTS_KEY } from '@coulisses/shared/storage-keys';
import { useCallback, useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { readJson } from '../../../lib/read-json';
import { unlockChime } from './chime';

const settingsSchema = z.object({ sound: z.boolean(), notify: z.boolean() });
export type AlertSettings = z.infer<typeof settingsSchema>;
const NONE: AlertSettings = { sound: false, notify: false };

/** What the browser allows of desktop notifications: never asked, allowed, refused, or none at all. */
export type NotifyPermission = NotificationPermission | 'unsupported';

const permissionNow = (): NotifyPermission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/**
 * docs/product.md#alerts: the game master's choice of alerts, kept on this device. Both
 * are off until chosen: a sound and a notification are asked for, never imposed.
 * Turning notifications on asks the browser's permission; refused, they stay off.
 */
export function useAlertSettings() {
  const [settings, setSettings] = useState<AlertSettings>(
    () => settingsSchema.safeParse(readJson(localStorage, ALERTS_KEY)).data ?? NONE,
  );
  const [permission, setPermission] = useState<NotifyPermission>(permissionNow);

  // Each change starts from what is stored now: a permission prompt answered later must
  // not undo a switch flipped meanwhile.
  const save = useCallback((change: Partial<AlertSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...change };
      localStorage.setItem(ALERTS_KEY, JSON.stringify(next));
      return next;
    });
  }, []);

  // A sound chosen on an earlier visit plays once the game master has touched the page.
  useEffect(() => {
    if (!settings.sound) return;
    const unlock = () => unlockChime();
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [settings.sound]);

  const setSound = (sound: boolean) => {
    if (sound) unlockChime();
    save({ sound });
  };

  const setNotify = async (notify: boolean) => {
    if (!notify || permission === 'unsupported') {
      save({ notify: false });
      return;
    }
    const answer =
      Notification.permission === 'default'
        ? await Notification.requestPermission()
        : Notification.permission;
    setPermission(answer);
    save({ notify: answer === 'granted' });
  };

  return {
    settings: { ...settings, notify: settings.notify && permission === 'granted' },
    permission,
    setSound,
    setNotify,
  };
}
