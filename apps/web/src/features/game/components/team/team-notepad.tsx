import Alert from '@mui/material/Alert';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { NOTEPAD_MAX } from '@coulisses/shared/team/team.schema';
import { useBackCloses } from '../../../../hooks/use-back-closes';
import { useSnackbar } from '../../../../lib/snackbar';
import { useTeamNotepad } from '../../hooks/use-team-notepad';
import { NotepadDialog } from '../notepad-dialog';

/**
 * docs/product.md#team-notepad: the team's notepad, one text every member writes in, live.
 * It stays mounted while closed, so that it is up to date when opened.
 */
export function TeamNotepad({
  player,
  teamId,
  open,
  onClose,
}: {
  player: RegisteredPlayer;
  teamId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  useBackCloses(open, onClose);
  // A refused edit: said, and the notepad read afresh from the server's (a new document).
  const [generation, setGeneration] = useState(0);
  const refused = useCallback(
    (key: string | undefined) => {
      showError(t(key ? `errors.${key}` : 'game.notes.teamFailed'));
      setGeneration((current) => current + 1);
    },
    [showError, t],
  );
  return (
    <TeamNotepadDialog
      key={generation}
      player={player}
      teamId={teamId}
      open={open}
      onClose={onClose}
      onRefused={refused}
    />
  );
}

function TeamNotepadDialog({
  player,
  teamId,
  open,
  onClose,
  onRefused,
}: {
  player: RegisteredPlayer;
  teamId: string;
  open: boolean;
  onClose: () => void;
  onRefused: (key: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const notepad = useTeamNotepad(player, teamId, onRefused);
  return (
    <NotepadDialog
      open={open}
      onClose={onClose}
      title={t('game.notes.teamTitle')}
      label={t('game.notes.teamLabel')}
      help={t('game.notes.teamHelp')}
      value={notepad.value}
      max={NOTEPAD_MAX}
      onChange={notepad.change}
      disabled={notepad.loading}
      keepMounted
      field={notepad.field}
      htmlInput={{ 'data-testid': 'team-notes', ...notepad.composition }}
      notice={
        notepad.failed && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('game.notes.teamFailed')}
          </Alert>
        )
      }
    />
  );
}
