import type { LockView } from '@coulisses/shared/game/game.schema';
import { SPOT_GRID, type ScenarioLock, type ScenarioTexts } from '@coulisses/shared/scenario/scenario.schema';

type LockTexts = ScenarioTexts['locks'][string] | undefined;

/** A number from a string, the same every time (FNV-1a): the seed of a game's shuffles. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A small seeded generator (mulberry32): the same game gets the same shuffle at each reading. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `ids` shuffled for one game (Fisher–Yates on its seed), so that a reload or a teammate's
 * phone shows the same; never as `giveaway` would lay them out (turned by one when it does).
 */
export function shuffledFor(
  seed: string,
  ids: readonly string[],
  giveaway: (shuffled: readonly string[]) => boolean,
): string[] {
  const random = generator(hashOf(seed));
  const shuffled = [...ids];
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
  }
  return giveaway(shuffled) ? [...shuffled.slice(1), shuffled[0]!] : shuffled;
}

const labelled = (ids: readonly string[], labels: Record<string, string> | undefined) =>
  ids.map((id) => ({ id, label: labels?.[id] ?? id }));

/**
 * What a player sees of an order, spot or match lock (docs/product.md#locks): the items, the
 * lists and the image's words, never the order, the pairs or the places that open it. The
 * order's items and the match's right list are shuffled for the game (`seed`).
 */
export function arrangedLockView(
  lock: ScenarioLock,
  text: LockTexts,
  seed: string,
): Pick<LockView, 'items' | 'match' | 'spot'> {
  const key = `${seed}:${lock.id}`;
  if (lock.kind === 'order') {
    const items = shuffledFor(key, lock.items, (shuffled) =>
      shuffled.every((id, index) => lock.items[index] === id),
    );
    return { items: labelled(items, text?.items) };
  }
  if (lock.kind === 'match') {
    const right = shuffledFor(key, lock.right, (shuffled) =>
      lock.left.every((left, index) => lock.answer[left] === shuffled[index]),
    );
    return {
      match: {
        left: labelled(lock.left, text?.left),
        right: labelled(right, text?.right),
        columns: { left: text?.columns?.left ?? '', right: text?.columns?.right ?? '' },
      },
    };
  }
  if (lock.kind === 'spot') {
    return {
      spot: {
        marks: lock.regions.length,
        grid: lock.grid ?? SPOT_GRID,
        title: text?.image?.title ?? '',
        description: text?.image?.description ?? '',
      },
    };
  }
  return {};
}
