import webPush from 'web-push';
import type { DataStore } from '../data-store.js';
import { readOrCreateSetting } from '../settings/settings.js';

export interface VapidKeys {
  /** base64url, 65 bytes: what browsers take as `applicationServerKey`. */
  publicKey: string;
  privateKey: string;
}

const SETTING = 'vapid_keys';

/**
 * docs/product.md#push-notifications: the server's VAPID key pair, made on first start and kept — every browser
 * subscribed with the public half. Both halves are one setting, so two instances starting
 * together on one database agree on the pair, never on halves of two.
 */
export async function readOrCreateVapidKeys(db: DataStore): Promise<VapidKeys> {
  const stored = await readOrCreateSetting(db, SETTING, () => JSON.stringify(webPush.generateVAPIDKeys()));
  const keys = JSON.parse(stored) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string') {
    throw new Error(`The stored setting ${SETTING} is not a VAPID key pair`);
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/** A VAPID token lives 12 hours (web-push's default; RFC 8292 §2 allows 24)… */
const TOKEN_SECONDS = 12 * 60 * 60;
/** …and is used while more than an hour of it is left, so a push service never sees one expire. */
const RENEW_BEFORE_SECONDS = 60 * 60;

/**
 * The Authorization header for a push service's origin (RFC 8292 §3), signed once per origin
 * and kept: signing is the dearest step of a push, and 2,000 players of one browser family
 * share one origin. Encryption stays per subscription and per message (RFC 8291 §2).
 */
export function vapidAuthorization(
  vapid: VapidKeys & { subject: string },
  nowSeconds = () => Date.now() / 1000,
): (audience: string) => string {
  const signed = new Map<string, { header: string; expires: number }>();
  return (audience) => {
    const cached = signed.get(audience);
    if (cached && cached.expires - nowSeconds() > RENEW_BEFORE_SECONDS) return cached.header;
    const expires = Math.floor(nowSeconds()) + TOKEN_SECONDS;
    const { Authorization } = webPush.getVapidHeaders(
      audience,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      expires,
    );
    signed.set(audience, { header: Authorization, expires });
    return Authorization;
  };
}
