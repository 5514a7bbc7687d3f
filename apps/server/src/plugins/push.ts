import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import pLimit from 'p-limit';
import type { Message } from '@coulisses/shared/message/message.schema';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import type { DeliveryOptions } from '../modules/push/push-delivery.js';
import type { EndpointPolicy } from '../modules/push/push-endpoint.js';
import type { ProposalMade } from '../modules/events/event-outlet.js';
import { pushMessage, pushProposal, type PushReport } from '../modules/push/push-message.js';
import { loadPushTexts } from '../modules/push/push-texts.js';
import { readOrCreateVapidKeys, vapidAuthorization } from '../modules/push/vapid-keys.js';

export interface Push {
  /** The VAPID public key, base64url, for the browsers' subscriptions. */
  publicKey: string;
  /** Pushes a message and says what became of it. */
  send: (message: Message) => Promise<PushReport>;
  /** Pushes without making the caller wait or fail: a failure is logged, the message stands. */
  notify: (message: Message) => void;
  /** Pushes a teammate's proposed accusation the same way (docs/product.md#team-accusation). */
  notifyProposal: (proposal: ProposalMade) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: Push;
    /** Where push endpoints may lead: checked when stored and when pushed to. */
    pushEndpoints: EndpointPolicy;
  }
}

/**
 * docs/product.md#push-notifications: Web Push for this instance. Only the instance that created a message
 * pushes it, so with several instances on one database each push leaves once.
 */
export const push = fp(
  async (
    app: FastifyInstance,
    { db, config, endpoints }: { db: Kysely<Database>; config: Config; endpoints: EndpointPolicy },
  ) => {
    const keys = await readOrCreateVapidKeys(db);
    const texts = await loadPushTexts(config.I18N_DIR);
    const closing = new AbortController();
    const options: DeliveryOptions = {
      authorization: vapidAuthorization({ subject: config.PUSH_SUBJECT, ...keys }),
      limit: pLimit(config.PUSH_CONCURRENCY),
      timeoutMs: config.PUSH_TIMEOUT_MS,
      retries: config.PUSH_RETRIES,
      signal: closing.signal,
      warn: (details, message) => app.log.warn(details, message),
      endpoints,
    };
    const inFlight = new Set<Promise<void>>();

    const send = async (message: Message) => {
      const report = await pushMessage(db, message, texts, options);
      if (report.recipients > 0) app.log.info({ messageId: message.id, push: report }, 'Push sent');
      return report;
    };
    /** Runs a push in the background: its failure is logged, and closing waits for its bookkeeping. */
    const inBackground = (work: Promise<PushReport>, about: Record<string, string>) => {
      const pushing = work
        .then((report) => {
          if (report.recipients > 0) app.log.info({ ...about, push: report }, 'Push sent');
        })
        .catch((error: unknown) => app.log.error({ err: error, ...about }, 'Push failed'))
        .finally(() => inFlight.delete(pushing));
      inFlight.add(pushing);
    };
    const notify = (message: Message) =>
      inBackground(pushMessage(db, message, texts, options), { messageId: message.id });
    const notifyProposal = (proposal: ProposalMade) =>
      inBackground(pushProposal(db, proposal, texts, options), { proposalId: proposal.proposalId });

    app.decorate('push', { publicKey: keys.publicKey, send, notify, notifyProposal });
    app.decorate('pushEndpoints', endpoints);
    // Closing ends the waits and requests at once, then lets each push finish its bookkeeping.
    app.addHook('onClose', async () => {
      closing.abort();
      await Promise.allSettled(inFlight);
    });
  },
);
