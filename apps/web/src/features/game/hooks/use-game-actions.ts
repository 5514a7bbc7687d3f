import type { FolderView, LockView } from '@coulisses/shared/game/game.schema';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { useMemo, useState } from 'react';
import { useStableCallback } from '../../../hooks/use-stable-callback';
import { readApiError } from '../../../lib/api-client';
import { useAccuseMutation, useVoteMutation, useTakeHintMutation, useTryLockMutation } from '../api/game';
import type { AttemptOutcome, LockAnswer } from '../components/lock-frame';
import { useGameError } from './use-game-error';

export interface GameActions {
  attempt: (lock: LockView, answer: LockAnswer) => Promise<AttemptOutcome>;
  hint: (lock: LockView) => Promise<void>;
  accuse: (answers: Record<string, string>) => Promise<void>;
  vote: (proposalId: string, word: 'confirm' | 'object') => Promise<void>;
  /** Waits the server gave in a refusal (per address: docs/decisions/0015), by lock. */
  waits: Record<string, string>;
}

/**
 * What the player does to the game. Each answer is the server's whole state and lands in
 * the cache (the api's mutations do that); a refusal is said, and the game asked again.
 * The actions keep their identity across renders, so that the folder list, memoized, does
 * not render again when a tap only changes what is on its way.
 */
export function useGameActions(
  player: RegisteredPlayer,
  folders: FolderView[],
  refresh: () => Promise<void>,
  onOpened: (opening: FolderView[]) => void,
): GameActions {
  const explain = useGameError();
  const tryLock = useTryLockMutation(player);
  const takeHint = useTakeHintMutation(player);
  const accuseMutation = useAccuseMutation(player);
  const voteMutation = useVoteMutation(player);
  const [waits, setWaits] = useState<Record<string, string>>({});

  const refused = async (error: unknown) => {
    await explain(error);
    void refresh();
  };

  const attempt = useStableCallback(async (lock: LockView, answer: LockAnswer): Promise<AttemptOutcome> => {
    const opening = folders.filter((folder) => folder.locks?.some((entry) => entry.id === lock.id));
    try {
      const result = await tryLock.mutateAsync({ lockId: lock.id, answer });
      if (result.right) onOpened(opening);
      return result.right ? 'right' : 'wrong';
    } catch (error) {
      const refusal = await readApiError(error);
      // Not of the lock's form: the form says so under its field; nothing was counted.
      if (refusal?.key === 'ANSWER_FORM') return 'form';
      // Throttled for the room's address, not only this player: the lock counts down too.
      const retryAt = refusal?.key === 'LOCK_THROTTLED' ? refusal.retryAt : undefined;
      if (retryAt) setWaits((current) => ({ ...current, [lock.id]: retryAt }));
      await refused(error);
      return 'refused';
    }
  });

  const hint = useStableCallback(async (lock: LockView) => {
    await takeHint.mutateAsync(lock.id).then(() => undefined, refused);
  });

  const accuse = useStableCallback(async (answers: Record<string, string>) => {
    await accuseMutation.mutateAsync({ answers }).then(() => undefined, refused);
  });

  // docs/product.md#team-accusation: confirm or object to the team's proposed accusation.
  const vote = useStableCallback(async (proposalId: string, word: 'confirm' | 'object') => {
    await voteMutation.mutateAsync({ proposalId, vote: word }).then(() => undefined, refused);
  });

  // One object while the waits stay the same: an answer on its way re-renders the screen
  // (the mutations' state lives here), and the folders, memoized, are not drawn again.
  return useMemo(() => ({ attempt, hint, accuse, vote, waits }), [attempt, hint, accuse, vote, waits]);
}
