import {
  NO_PRESENCE,
  PRESENCE_RENEW_MS,
  saysSomething,
  type TeamPresence,
} from '@coulisses/shared/team/presence.schema';

/** A change is said at most this often: a caret moving, a focus passing, make one request. */
export const PRESENCE_GAP_MS = 500;

export type SendPresence = (presence: TeamPresence, options: { keepalive: boolean }) => Promise<void>;

const samePresence = (a: TeamPresence, b: TeamPresence) =>
  a.lockId === b.lockId &&
  a.documentId === b.documentId &&
  a.typing === b.typing &&
  a.cursor?.anchor === b.cursor?.anchor &&
  a.cursor?.head === b.cursor?.head;

/**
 * docs/product.md#team-presence: what this phone says its member is on. Parts are
 * announced as they change (the focus on a lock, a document opened, the notepad's caret)
 * and said within PRESENCE_GAP_MS, the last of a burst only; said again every
 * PRESENCE_RENEW_MS while there is something to say, so that it does not fade on the
 * others' phones; nothing while the page is hidden, and nothing once stopped. Requests
 * leave one after the other, in order; a failed one is not retried — the next renewal is.
 */
export class SaidPresence {
  private current: TeamPresence = NO_PRESENCE;
  private sent: TeamPresence = NO_PRESENCE;
  private sentAt = Number.NEGATIVE_INFINITY;
  private hidden = false;
  private stopped = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly send: SendPresence,
    private readonly now: () => number = () => Date.now(),
  ) {}

  announce(part: Partial<TeamPresence>): void {
    if (this.stopped) return;
    const defined = Object.fromEntries(Object.entries(part).filter(([, value]) => value !== undefined));
    this.current = { ...this.current, ...defined };
    this.plan();
  }

  /** The page is hidden (another app, the screen locked, the tab closing): said at once, with keepalive. */
  setHidden(hidden: boolean): void {
    if (this.stopped || hidden === this.hidden) return;
    this.hidden = hidden;
    if (hidden) this.sayNothing();
    this.plan();
  }

  /** The member leaves (the game, the team): nothing more is said after nothing. */
  stop(): void {
    if (this.stopped) return;
    this.sayNothing();
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private sayNothing(): void {
    if (!saysSomething(this.sent)) return;
    this.sent = NO_PRESENCE;
    this.sentAt = this.now();
    this.post(NO_PRESENCE, true);
  }

  /** When to speak next: soon for a change, later to renew, never with nothing new to say. */
  private plan(): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    const wanted = this.hidden ? NO_PRESENCE : this.current;
    let at: number;
    if (!samePresence(wanted, this.sent)) at = this.sentAt + PRESENCE_GAP_MS;
    else if (saysSomething(this.sent)) at = this.sentAt + PRESENCE_RENEW_MS;
    else return;
    // A task later at the soonest: never inside the tap or key that announced it.
    this.timer = setTimeout(() => this.say(wanted), Math.max(0, at - this.now()));
  }

  private say(presence: TeamPresence): void {
    this.sent = presence;
    this.sentAt = this.now();
    this.post(presence, false);
    this.plan();
  }

  private post(presence: TeamPresence, keepalive: boolean): void {
    this.queue = this.queue.then(() => this.send(presence, { keepalive })).catch(() => undefined);
  }
}
