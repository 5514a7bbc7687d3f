import type { ProposalView } from '@coulisses/shared/game/game.schema';
import { useNow } from '../../../hooks/use-now';

const secondsUntil = (at: string, now: number) => Math.max(0, Math.ceil((Date.parse(at) - now) / 1000));

export interface ProposalTime {
  /** Still being shown on the teammates' phones: its minute has not begun. */
  showing: boolean;
  /** The seconds left of its minute (the whole minute while it is being shown). */
  left: number;
}

const timeOf = (proposal: Pick<ProposalView, 'startsAt' | 'expiresAt'>, now: number): ProposalTime => ({
  showing: secondsUntil(proposal.startsAt, now) > 0,
  left: secondsUntil(proposal.expiresAt, now) - secondsUntil(proposal.startsAt, now),
});

/**
 * Where a proposal's minute stands, drawn again every second (docs/product.md#team-accusation):
 * nothing counts down while it is being shown to the team, then its minute does.
 */
export function useProposalTime(proposal: Pick<ProposalView, 'startsAt' | 'expiresAt'>): ProposalTime {
  return timeOf(proposal, useNow(1_000));
}
