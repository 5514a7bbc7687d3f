import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { appRegistration } from '../../lib/service-worker';
import {
  deletePushSubscription,
  getPushPublicKey,
  savePushSubscription,
  toSubscriptionInput,
} from './api/push-subscription';

type Me = Pick<RegisteredPlayer, 'id' | 'token'>;

/**
 * How turning push on ended; the catalogue's situations each have their own
 * (docs/product.md#error-catalogue).
 */
export type SubscribeOutcome = 'subscribed' | 'noServiceWorker' | 'noPush' | 'blocked' | 'dismissed';
/** How turning push off ended. */
export type UnsubscribeOutcome = 'unsubscribed' | 'noServiceWorker' | 'notSubscribed' | 'unsubscribeFailed';

/** This page's service worker registration, or undefined when there is none or none can be. */
async function findRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  try {
    return (await navigator.serviceWorker.getRegistration()) ?? (await appRegistration());
  } catch {
    return undefined;
  }
}

const canPush = (registration: ServiceWorkerRegistration) =>
  'PushManager' in window && 'Notification' in window && registration.pushManager !== undefined;

/** The VAPID key as the bytes `applicationServerKey` takes (base64url, no padding). */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}

/** This device's push subscription, if it has one. */
export async function findSubscription(): Promise<PushSubscription | undefined> {
  const registration = await findRegistration();
  if (!registration || !canPush(registration)) return undefined;
  return (await registration.pushManager.getSubscription().catch(() => null)) ?? undefined;
}

/**
 * docs/product.md#push-notifications: the player turns push on, from a click (never on load). The browser asks
 * for permission, subscribes with the server's key and the server stores it for the
 * player. A refusal of the server undoes the browser's subscription, and is thrown.
 */
export async function subscribeThisDevice(player: Me): Promise<SubscribeOutcome> {
  const registration = await findRegistration();
  if (!registration) return 'noServiceWorker';
  if (!canPush(registration)) return 'noPush';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'dismissed';

  const key = base64UrlToBytes(await getPushPublicKey());
  const ready = registration.active ? registration : await navigator.serviceWorker.ready;
  let subscription = await ready.pushManager.getSubscription();
  // Made with another key (the server's keys were replaced): it can no longer be used.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  try {
    await savePushSubscription(player, toSubscriptionInput(subscription));
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return 'subscribed';
}

/**
 * docs/product.md#push-notifications: the player turns push off. The browser forgets the
 * subscription first; the server is then told, and if it cannot be, it removes the
 * subscription itself at the next push (the push service answers 404 or 410).
 */
export async function unsubscribeThisDevice(player: Me): Promise<UnsubscribeOutcome> {
  const registration = await findRegistration();
  if (!registration) return 'noServiceWorker';
  const subscription = canPush(registration)
    ? await registration.pushManager.getSubscription().catch(() => null)
    : null;
  if (!subscription) return 'notSubscribed';
  const done = await subscription.unsubscribe().catch(() => false);
  if (!done) return 'unsubscribeFailed';
  await deletePushSubscription(player, subscription.endpoint).catch(() => undefined);
  return 'unsubscribed';
}

/** The device keeps the server's copy in step: a subscription is the current player's. */
export async function resendSubscription(player: Me, subscription: PushSubscription): Promise<void> {
  await savePushSubscription(player, toSubscriptionInput(subscription));
}
