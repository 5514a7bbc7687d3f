import type { LiveEvent } from '@coulisses/shared/live/live-event.schema';
import { PRESENCE_FADE_MS, saysSomething, type TeamPresence } from '@coulisses/shared/team/presence.schema';

export type PresenceEvent = Extract<LiveEvent, { type: 'presence' }>;

/** What a teammate last said they are on, and when this phone heard it. */
export interface HeardFrom extends TeamPresence {
  teamId: string;
  /** This phone's clock, in milliseconds. */
  seenAt: number;
}

/**
 * docs/product.md#team-presence: what this phone heard the teammates say they are on,
 * each word fading PRESENCE_FADE_MS after it was last heard — a phone gone quiet leaves no
 * ghost. An external store (`subscribe`, `snapshot`) fed by the player's live stream; each
 * change is a new map, so that a reader compares it by identity.
 */
export class HeardPresence {
  private heard: ReadonlyMap<string, HeardFrom> = new Map();
  private readonly listeners = new Set<() => void>();
  private fading: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly now: () => number = () => Date.now()) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = (): ReadonlyMap<string, HeardFrom> => this.heard;

  /** A teammate's word: what they are on now, or nothing (they left it). */
  readonly hear = (event: PresenceEvent): void => {
    const { playerId, teamId, lockId, documentId, typing, cursor } = event;
    const presence = { lockId, documentId, typing, cursor };
    const next = new Map(this.heard);
    if (saysSomething(presence)) next.set(playerId, { ...presence, teamId, seenAt: this.now() });
    else if (!next.delete(playerId)) return;
    this.replace(next);
  };

  /** The game is left: no timer outlives it (a word heard after starts one again). */
  dispose(): void {
    clearTimeout(this.fading);
  }

  private replace(next: ReadonlyMap<string, HeardFrom>): void {
    this.heard = next;
    this.fadeLater();
    for (const listener of this.listeners) listener();
  }

  /** One timer, for the word heard longest ago. */
  private fadeLater(): void {
    clearTimeout(this.fading);
    if (this.heard.size === 0) return;
    const oldest = Math.min(...[...this.heard.values()].map((heard) => heard.seenAt));
    this.fading = setTimeout(() => this.fade(), Math.max(0, oldest + PRESENCE_FADE_MS - this.now()));
  }

  private fade(): void {
    const now = this.now();
    const kept = new Map([...this.heard].filter(([, heard]) => now - heard.seenAt < PRESENCE_FADE_MS));
    if (kept.size === this.heard.size) this.fadeLater();
    else this.replace(kept);
  }
}
