import { performance } from 'node:perf_hooks';
import type { Language } from '@coulisses/shared/languages';
import type { Message } from '@coulisses/shared/message/message.schema';
import type { DataStore } from '../data-store.js';
import { deliver, type DeliveryOptions, type DeliveryOutcome, type PushOptions } from './push-delivery.js';
import { encodePushPayload, pushPayloadFor } from './push-payload.js';
import { deletePushEndpoint, listPushRecipients } from './push-subscriptions.js';
import type { PushTexts } from './push-texts.js';

/** What became of one message's pushes. */
export interface PushReport {
  recipients: number;
  sent: number;
  /** Subscriptions the push service called gone (404/410), deleted. */
  removed: number;
  failed: number;
  ms: number;
}

/** A game master's words matter for the rest of a game; a warning only until the time it announces. */
const MESSAGE_TTL_SECONDS = 60 * 60;

export function pushOptionsFor(message: Message): PushOptions {
  if (message.kind === 'warning') {
    // "2 minutes left" replaces a "10 minutes left" still waiting for an offline phone.
    return { ttl: Math.max(60, (message.minutesLeft ?? 1) * 60), urgency: 'high', topic: 'warning' };
  }
  return { ttl: MESSAGE_TTL_SECONDS, urgency: 'high' };
}

/**
 * docs/product.md#push-notifications: pushes a message to its subscribed players, each in their language, all at
 * once within the instance's limit. A subscription its push service calls gone is deleted.
 */
export async function pushMessage(
  db: DataStore,
  message: Message,
  texts: PushTexts,
  options: DeliveryOptions,
): Promise<PushReport> {
  const start = performance.now();
  const recipients = await listPushRecipients(db, message);
  const push = pushOptionsFor(message);
  const payloads = new Map<Language, string>();
  const payloadIn = (lang: Language) => {
    let payload = payloads.get(lang);
    if (payload === undefined) {
      payload = encodePushPayload(pushPayloadFor(message, lang, texts));
      payloads.set(lang, payload);
    }
    return payload;
  };
  const outcomes = await Promise.all(
    recipients.map(async (recipient): Promise<DeliveryOutcome> => {
      const outcome = await deliver(recipient, payloadIn(recipient.lang), push, options);
      if (outcome !== 'gone') return outcome;
      try {
        await deletePushEndpoint(db, recipient.endpoint);
        return 'gone';
      } catch (error) {
        options.warn({ err: error }, 'A gone push subscription could not be deleted');
        return 'failed';
      }
    }),
  );
  const count = (outcome: DeliveryOutcome) => outcomes.filter((value) => value === outcome).length;
  return {
    recipients: recipients.length,
    sent: count('sent'),
    removed: count('gone'),
    failed: count('failed'),
    ms: Math.round(performance.now() - start),
  };
}
