import { performance } from 'node:perf_hooks';
import { PROPOSAL_SECONDS, PROPOSAL_SHOWING_SECONDS } from '@coulisses/shared/game/game.schema';
import { htmlLang, type Language } from '@coulisses/shared/languages';
import type { Message } from '@coulisses/shared/message/message.schema';
import type { PushPayload } from '@coulisses/shared/push/push.schema';
import type { ProposalMade } from '../events/event-outlet.js';
import type { DataStore } from '../data-store.js';
import { deliver, type DeliveryOptions, type DeliveryOutcome, type PushOptions } from './push-delivery.js';
import { encodePushPayload, pushPayloadFor } from './push-payload.js';
import { deletePushEndpoint, listPushRecipients, type PushRecipient } from './push-subscriptions.js';
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
  const recipients = await listPushRecipients(db, message);
  return pushToEach(
    db,
    recipients,
    (lang) => pushPayloadFor(message, lang, texts),
    pushOptionsFor(message),
    options,
  );
}

/**
 * docs/product.md#team-accusation: a teammate's proposed accusation, pushed to the other
 * members' devices — a phone in a pocket, or the app in the background, is told at once.
 * Worth nothing once its minute is over; a newer one replaces it on a device still offline.
 */
export async function pushProposal(
  db: DataStore,
  proposal: ProposalMade,
  texts: PushTexts,
  options: DeliveryOptions,
): Promise<PushReport> {
  const team = await listPushRecipients(db, {
    sessionId: proposal.sessionId,
    playerId: null,
    teamId: proposal.teamId,
  });
  const recipients = team.filter((recipient) => recipient.playerId !== proposal.by);
  const payloadFor = (lang: Language): PushPayload => ({
    kind: 'proposal',
    messageId: proposal.proposalId,
    ...texts.proposal(lang, proposal.byNickname),
    lang: htmlLang(lang),
    url: '/',
  });
  const push: PushOptions = {
    ttl: PROPOSAL_SHOWING_SECONDS + PROPOSAL_SECONDS,
    urgency: 'high',
    topic: 'proposal',
  };
  return pushToEach(db, recipients, payloadFor, push, options);
}

/** Pushes each recipient the payload of their language, encoded once a language. */
async function pushToEach(
  db: DataStore,
  recipients: PushRecipient[],
  payloadFor: (lang: Language) => PushPayload,
  push: PushOptions,
  options: DeliveryOptions,
): Promise<PushReport> {
  const start = performance.now();
  const payloads = new Map<Language, string>();
  const payloadIn = (lang: Language) => {
    let payload = payloads.get(lang);
    if (payload === undefined) {
      payload = encodePushPayload(payloadFor(lang));
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
