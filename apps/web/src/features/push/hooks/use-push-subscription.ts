import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_KEYS } from '@coulisses/shared/http/error-keys';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { isOfflineFailure, readApiError } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/snackbar';
import {
  findSubscription,
  resendSubscription,
  subscribeThisDevice,
  unsubscribeThisDevice,
  type SubscribeOutcome,
  type UnsubscribeOutcome,
} from '../push-device';

/** What the player reads for each ending (docs/product.md#error-catalogue for three of them). */
const SAID: Record<Exclude<SubscribeOutcome | UnsubscribeOutcome, 'dismissed'>, string> = {
  subscribed: 'push.subscribed',
  unsubscribed: 'push.unsubscribed',
  noServiceWorker: 'push.serviceWorkerUnavailable',
  noPush: 'push.unsupported',
  blocked: 'push.blocked',
  notSubscribed: 'push.notSubscribed',
  unsubscribeFailed: 'push.unsubscribeFailed',
};

export interface PushSubscriptionHandle {
  /** This device receives the game master's messages as notifications. */
  subscribed: boolean;
  busy: boolean;
  toggle: () => Promise<void>;
}

/**
 * docs/product.md#push-notifications: push on this device, as the player turns it on or off. On arrival it reads
 * the device's subscription (never asking for permission), and tells the server again
 * that it is this player's, should the server have lost it or given it to another.
 */
export function usePushSubscription(player: RegisteredPlayer): PushSubscriptionHandle {
  const { t } = useTranslation();
  const { showError, showMessage } = useSnackbar();
  const [subscribed, setSubscribed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    void findSubscription().then((subscription) => {
      if (!current) return;
      setSubscribed(subscription !== undefined);
      if (subscription) resendSubscription(player, subscription).catch(() => undefined);
    });
    return () => {
      current = false;
    };
  }, [player]);

  const say = useCallback(
    (outcome: SubscribeOutcome | UnsubscribeOutcome) => {
      if (outcome === 'dismissed') return;
      if (outcome === 'subscribed' || outcome === 'unsubscribed') showMessage(t(SAID[outcome]));
      else showError(t(SAID[outcome]));
    },
    [showError, showMessage, t],
  );

  const explain = useCallback(
    async (error: unknown) => {
      console.warn('Push subscription failed:', error);
      if (isOfflineFailure(error)) return showError(t('offline.failed'));
      const key = (await readApiError(error))?.key;
      const known = key !== undefined && (ERROR_KEYS as readonly string[]).includes(key);
      showError(t(known ? `errors.${key}` : 'push.subscribeFailed'));
    },
    [showError, t],
  );

  const toggle = useCallback(async () => {
    setBusy(true);
    try {
      if (subscribed) {
        const outcome = await unsubscribeThisDevice(player);
        if (outcome !== 'unsubscribeFailed' && outcome !== 'noServiceWorker') setSubscribed(false);
        say(outcome);
      } else {
        const outcome = await subscribeThisDevice(player);
        setSubscribed(outcome === 'subscribed');
        say(outcome);
      }
    } catch (error) {
      setSubscribed((await findSubscription()) !== undefined);
      await explain(error);
    } finally {
      setBusy(false);
    }
  }, [subscribed, player, say, explain]);

  return { subscribed, busy, toggle };
}
