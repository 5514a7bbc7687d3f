import { useState } from 'react';

export type ProposalVote = 'confirm' | 'object';

/**
 * A member's word on the proposal (docs/product.md#team-accusation), and whether it is on its
 * way: the buttons wait for it. `after` runs once it has gone, answered or not.
 */
export function useProposalVote(onVote: (word: ProposalVote) => Promise<void>, after?: () => void) {
  const [busy, setBusy] = useState(false);
  const vote = async (word: ProposalVote) => {
    setBusy(true);
    try {
      await onVote(word);
    } finally {
      setBusy(false);
      after?.();
    }
  };
  return { busy, vote };
}
