import { createContext, useContext, useRef, useSyncExternalStore } from 'react';
import type { TeamPresence } from '@coulisses/shared/team/presence.schema';

/** A teammate as this phone shows what they are on (docs/product.md#team-presence). */
export interface TeamPresenceOf extends TeamPresence {
  playerId: string;
  nickname: string | null;
  /** What they are called here: their nickname, else « Membre 2 » (team-members.tsx). */
  label: string;
  /** Their place in the team, by when they joined: their colour is `memberColour(colour)`. */
  colour: number;
  /** When this phone last heard from them (this phone's clock, ms). */
  seenAt: number;
}

export interface TeamPresenceHandle {
  /** The other members who are on something, in the team's order. */
  others: readonly TeamPresenceOf[];
  /** Says what this member is on: the parts given change, the others stay. */
  announce: (part: Partial<TeamPresence>) => void;
}

/** The teammates on something, as an external store: a reader draws again only for what it reads. */
export class OthersStore {
  private others: readonly TeamPresenceOf[] = [];
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly get = (): readonly TeamPresenceOf[] => this.others;

  set(others: readonly TeamPresenceOf[]): void {
    if (others === this.others) return;
    this.others = others;
    for (const listener of this.listeners) listener();
  }
}

export interface TeamPresenceContextValue {
  others: OthersStore;
  announce: TeamPresenceHandle['announce'];
}

/** Outside a team (or a test of one part): nobody to show, nothing said. */
export const TeamPresenceContext = createContext<TeamPresenceContextValue>({
  others: new OthersStore(),
  announce: () => undefined,
});

/**
 * docs/product.md#team-presence: the teammates' presence and this member's word, from the
 * team game's provider (components/team/team-presence-provider.tsx). Draws again at each
 * word heard; a part that shows one lock or document reads `usePresenceOn` instead.
 */
export function useTeamPresence(): TeamPresenceHandle {
  const { others, announce } = useContext(TeamPresenceContext);
  return { others: useSyncExternalStore(others.subscribe, others.get), announce };
}

/** Only the word: for a part that says what it is on and shows nothing of the others. */
export function useAnnouncePresence(): TeamPresenceHandle['announce'] {
  return useContext(TeamPresenceContext).announce;
}

/** The same teammates, named and coloured the same: a renewal changes nothing on screen. */
const sameFaces = (a: readonly TeamPresenceOf[], b: readonly TeamPresenceOf[]) =>
  a.length === b.length &&
  a.every(
    (other, index) =>
      other.playerId === b[index]?.playerId &&
      other.label === b[index]?.label &&
      other.colour === b[index]?.colour,
  );

const NOBODY: readonly TeamPresenceOf[] = [];

/**
 * The teammates on one lock, or reading one document. Draws again only when who they are
 * changes — not at each renewal, not for another lock — so a screen reader hears a change
 * once, and a lock's field is not drawn again for nothing.
 */
export function usePresenceOn(
  target: { lockId: string } | { documentId: string },
): readonly TeamPresenceOf[] {
  const { others } = useContext(TeamPresenceContext);
  const key = 'lockId' in target ? `lock:${target.lockId}` : `document:${target.documentId}`;
  const kept = useRef<{ key: string; source: readonly TeamPresenceOf[]; result: readonly TeamPresenceOf[] }>(
    undefined,
  );
  const read = () => {
    const source = others.get();
    const last = kept.current;
    if (last?.key === key && last.source === source) return last.result;
    const on = source.filter((other) =>
      'lockId' in target ? other.lockId === target.lockId : other.documentId === target.documentId,
    );
    const result =
      on.length === 0 ? NOBODY : last?.key === key && sameFaces(last.result, on) ? last.result : on;
    kept.current = { key, source, result };
    return result;
  };
  return useSyncExternalStore(others.subscribe, read);
}
