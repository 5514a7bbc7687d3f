import {
  pushPublicKeySchema,
  pushSubscriptionSchema,
  type PushSubscriptionInput,
} from '@coulisses/shared/push/push.schema';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { api, playerHeaders } from '../../../lib/api-client';

type Me = Pick<RegisteredPlayer, 'id' | 'token'>;
const path = (player: Me) => `players/${encodeURIComponent(player.id)}/push-subscription`;

/** GET /v1/push/public-key: the server's VAPID key, for `applicationServerKey`. */
export async function getPushPublicKey(): Promise<string> {
  return pushPublicKeySchema.parse(await api.get('push/public-key').json()).publicKey;
}

/** The browser's subscription as the API takes it (what `PushSubscription.toJSON()` gives). */
export function toSubscriptionInput(subscription: PushSubscription): PushSubscriptionInput {
  return pushSubscriptionSchema.parse(subscription.toJSON());
}

/** PUT /v1/players/{id}/push-subscription: the game master's messages reach this device. */
export async function savePushSubscription(player: Me, subscription: PushSubscriptionInput): Promise<void> {
  await api.put(path(player), { json: subscription, headers: playerHeaders(player.token) });
}

/** DELETE /v1/players/{id}/push-subscription: they no longer do. */
export async function deletePushSubscription(player: Me, endpoint: string): Promise<void> {
  await api.delete(path(player), { json: { endpoint }, headers: playerHeaders(player.token) });
}
