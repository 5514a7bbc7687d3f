import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import type { PinReference } from '@coulisses/shared/team/pin.schema';
import { useStableCallback } from '../../../../hooks/use-stable-callback';
import { useSnackbar } from '../../../../lib/snackbar';
import { usePinActions } from '../../api/pins';
import { useGameError } from '../../hooks/use-game-error';
import { TeamBoardSheet } from './team-board';

/** What the game's parts may do with the team's board: pin to it, and open it. */
export interface TeamBoard {
  /** Pins what `reference` names; answers whether it was pinned (a refusal is said). */
  pin: (reference: PinReference) => Promise<boolean>;
  open: () => void;
}

const TeamBoardContext = createContext<TeamBoard | null>(null);

/** The team's board, for a part of the game that offers to pin; null for a player alone. */
export const useTeamBoard = () => useContext(TeamBoardContext);

/**
 * docs/product.md#team-board: the team's board of clues, within reach of every part of the
 * team's game — a document, a lock, the team's panel — and the sheet it opens in. Mounted
 * around the whole game, a team or none (`teamId`), so that joining one draws nothing
 * afresh; what it hands the parts keeps its identity: pinning draws no folder or document
 * again.
 */
export function TeamBoardProvider({
  player,
  teamId,
  children,
}: {
  player: RegisteredPlayer;
  teamId: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const { create } = usePinActions(player, teamId ?? '');
  const { showMessage } = useSnackbar();
  const refused = useGameError();
  const pin = useStableCallback(async (reference: PinReference) => {
    try {
      await create.mutateAsync(reference);
      showMessage(t('game.board.pinned'));
      return true;
    } catch (error) {
      await refused(error);
      return false;
    }
  });
  const open = useCallback(() => setShown(true), []);
  const close = useCallback(() => setShown(false), []);
  const inTeam = teamId !== undefined;
  const board = useMemo(() => (inTeam ? { pin, open } : null), [inTeam, pin, open]);
  return (
    <TeamBoardContext.Provider value={board}>
      {children}
      {teamId !== undefined && (
        <TeamBoardSheet key={teamId} player={player} teamId={teamId} open={shown} onClose={close} />
      )}
    </TeamBoardContext.Provider>
  );
}
