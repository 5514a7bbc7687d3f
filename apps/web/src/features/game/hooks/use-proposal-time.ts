import { useEffect, useState } from 'react';
import type { ProposalView } from '@coulisses/shared/game/game.schema';

const secondsUntil = (at: string) => Math.max(0, Math.ceil((Date.parse(at) - Date.now()) / 1000));

export interface ProposalTime {
  /** Still being shown on the teammates' phones: its minute has not begun. */
  showing: boolean;
  /** The seconds left of its minute (the whole minute while it is being shown). */
  left: number;
}

const timeOf = (proposal: Pick<ProposalView, 'startsAt' | 'expiresAt'>): ProposalTime => ({
  showing: secondsUntil(proposal.startsAt) > 0,
  left: secondsUntil(proposal.expiresAt) - secondsUntil(proposal.startsAt),
});

/**
 * Where a proposal's minute stands, drawn again every second (docs/product.md#team-accusation):
 * nothing counts down while it is being shown to the team, then its minute does.
 */
export function useProposalTime(proposal: Pick<ProposalView, 'startsAt' | 'expiresAt'>): ProposalTime {
  const [, setTicks] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTicks((ticks) => ticks + 1), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return timeOf(proposal);
}
