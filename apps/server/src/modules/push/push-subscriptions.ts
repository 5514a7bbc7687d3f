import { ECDH } from 'node:crypto';
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '@coulisses/shared/languages';
import type { PushSubscriptionInput } from '@coulisses/shared/push/push.schema';
import { ApiError } from '../../http-error.js';
import type { DataStore } from '../data-store.js';
import {
  deletePlayerSubscription,
  deleteSubscription,
  listSubscriptions,
  upsertPushSubscription,
} from './push-store.js';

/** One subscription to push to, with the language its player reads. */
export interface PushRecipient {
  endpoint: string;
  playerId: string;
  p256dh: string;
  auth: string;
  lang: Language;
}

/** The browser's key must be a point of P-256, or nothing could ever be encrypted for it. */
function isP256Point(base64url: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(base64url, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/**
 * Stores a player's subscription, whose endpoint was checked (push-endpoint.ts). The
 * endpoint is the browser's own: sent again, by the same player or by another one on the
 * same browser, the row is theirs with the new keys.
 */
export async function savePushSubscription(
  db: DataStore,
  playerId: string,
  input: PushSubscriptionInput,
): Promise<void> {
  if (!isP256Point(input.keys.p256dh)) {
    throw new ApiError(400, 'VALIDATION', 'keys.p256dh is not a P-256 public key', ['keys']);
  }
  await upsertPushSubscription(db, {
    endpoint: input.endpoint,
    player_id: playerId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    created_at: new Date().toISOString(),
  });
}

/** A player unsubscribes: only their own row goes, and a second call finds nothing to do. */
export async function deletePushSubscription(
  db: DataStore,
  playerId: string,
  endpoint: string,
): Promise<void> {
  await deletePlayerSubscription(db, playerId, endpoint);
}

/** The push service said the subscription is gone (404/410): nobody will read it again. */
export async function deletePushEndpoint(db: DataStore, endpoint: string): Promise<void> {
  await deleteSubscription(db, endpoint);
}

/** Who receives a message: its player, its team's members, or every player of its session, each with their language. */
export async function listPushRecipients(
  db: DataStore,
  message: { sessionId: string; playerId: string | null; teamId: string | null },
): Promise<PushRecipient[]> {
  const rows = await listSubscriptions(db, message.sessionId, message.playerId, message.teamId);
  return rows.map((row) => ({
    endpoint: row.endpoint,
    playerId: row.player_id,
    p256dh: row.p256dh,
    auth: row.auth,
    lang: isLanguage(row.lang) ? row.lang : DEFAULT_LANGUAGE,
  }));
}
