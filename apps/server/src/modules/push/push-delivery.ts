import { setImmediate as yieldToRequests, setTimeout as sleep } from 'node:timers/promises';
import type { LimitFunction } from 'p-limit';
import webPush, { type RequestDetails, type Urgency } from 'web-push';
import { EndpointRefused, type EndpointPolicy } from './push-endpoint.js';
import { postPush, type PushResponse } from './push-request.js';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface DeliveryOptions {
  /** The VAPID Authorization header for a push service's origin. */
  authorization: (audience: string) => string;
  /** Shared by every delivery of the instance: the bound on requests in flight. */
  limit: LimitFunction;
  timeoutMs: number;
  retries: number;
  /** Aborted when the server closes: waits and requests end at once. */
  signal: AbortSignal;
  warn: (details: Record<string, unknown>, message: string) => void;
  /** Where pushes may connect: public https hosts (docs/decisions/0016-hostile-input.md). */
  endpoints: EndpointPolicy;
}

export interface PushOptions {
  /** Seconds the push service keeps a message for a device that is offline. */
  ttl: number;
  urgency: Urgency;
  /** A pending message with the same topic is replaced by this one (RFC 8030 §5.4). */
  topic?: string;
}

/** sent: accepted by the push service; gone: 404/410, the subscription is dead; failed: given up. */
export type DeliveryOutcome = 'sent' | 'gone' | 'failed';

/** Waits after a refusal worth retrying: never longer than this, whatever Retry-After asks. */
export const RETRY_AFTER_CAP_MS = 30_000;
const BACKOFF_BASE_MS = 250;

/** Retry-After in seconds or as an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) ? Math.min(RETRY_AFTER_CAP_MS, Math.max(0, ms)) : undefined;
}

/** Exponential, with jitter so that a thousand retries do not come back at the same instant. */
const backoffMs = (attempt: number) =>
  Math.min(RETRY_AFTER_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt) * (0.5 + Math.random() / 2);

type Attempt = { outcome: DeliveryOutcome } | { retry: true; waitMs?: number; reason: string };

/** One POST to the push service, within the deadline, and what its answer means. */
async function attempt(details: RequestDetails, options: DeliveryOptions): Promise<Attempt> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  let response: PushResponse;
  try {
    response = await postPush(details, AbortSignal.any([deadline, options.signal]), options.endpoints);
  } catch (error) {
    if (options.signal.aborted) return { outcome: 'failed' };
    if (error instanceof EndpointRefused) {
      // The host now resolves somewhere a push service cannot be: never connected to.
      options.warn({ endpoint: origin(details.endpoint), reason: error.message }, 'Push endpoint refused');
      return { outcome: 'failed' };
    }
    return { retry: true, reason: deadline.aborted ? 'timeout' : 'network' };
  }
  if (response.status >= 200 && response.status < 300) return { outcome: 'sent' };
  if (response.status === 404 || response.status === 410) return { outcome: 'gone' };
  if (response.status === 429 || response.status >= 500) {
    return { retry: true, waitMs: retryAfterMs(response.retryAfter), reason: String(response.status) };
  }
  // 400, 401, 403, 413…: the request itself is wrong; sending it again would not help.
  options.warn({ endpoint: origin(details.endpoint), status: response.status }, 'Push refused');
  return { outcome: 'failed' };
}

const origin = (endpoint: string) => new URL(endpoint).origin;

/**
 * Delivers one payload to one subscription: timeouts, network errors, 429 and 5xx are
 * tried again up to `retries` times after a growing wait (or the service's Retry-After).
 * A wait holds no slot of the shared limit, so one slow service does not stall the rest.
 */
export async function deliver(
  target: PushTarget,
  payload: string,
  push: PushOptions,
  options: DeliveryOptions,
): Promise<DeliveryOutcome> {
  let details: RequestDetails | undefined;
  for (let tries = 0; ; tries += 1) {
    const result = await options.limit(async () => {
      if (!details) {
        // Encrypted inside the limit: a message to thousands does not encrypt for them all
        // in one go; and after the requests waiting in line, so the API goes on answering.
        await yieldToRequests();
        details = encrypt(target, payload, push, options);
      }
      return details ? attempt(details, options) : { outcome: 'failed' as const };
    });
    if ('outcome' in result) return result.outcome;
    if (tries >= options.retries || options.signal.aborted) {
      options.warn(
        { endpoint: origin(target.endpoint), reason: result.reason, tries: tries + 1 },
        'Push given up',
      );
      return 'failed';
    }
    try {
      await sleep(result.waitMs ?? backoffMs(tries), undefined, { signal: options.signal });
    } catch {
      return 'failed';
    }
  }
}

/**
 * web-push encrypts the payload for the subscription's keys (RFC 8291); the VAPID header
 * (RFC 8292) comes signed for the push service's origin.
 */
function encrypt(
  target: PushTarget,
  payload: string,
  push: PushOptions,
  options: DeliveryOptions,
): RequestDetails | undefined {
  try {
    const details = webPush.generateRequestDetails({ endpoint: target.endpoint, keys: target }, payload, {
      TTL: push.ttl,
      urgency: push.urgency,
      ...(push.topic ? { topic: push.topic } : {}),
    });
    details.headers.Authorization = options.authorization(origin(target.endpoint));
    return details;
  } catch (error) {
    options.warn({ endpoint: origin(target.endpoint), err: error }, 'Push could not be encrypted');
    return undefined;
  }
}
