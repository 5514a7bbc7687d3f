import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { NOTEPAD_MAX } from '@coulisses/shared/team/team.schema';
import { useBackCloses } from '../../../../hooks/use-back-closes';
import { useSnackbar } from '../../../../lib/snackbar';
import { useTeamNotepad } from '../../hooks/use-team-notepad';

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
  const titleId = useId();
  const notepad = useTeamNotepad(player, teamId, onRefused);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      keepMounted
      // Kept mounted, the field is focused each time the dialog has opened.
      slotProps={{ transition: { onEntered: () => notepad.field.current?.focus() } }}
    >
      <DialogTitle id={titleId}>{t('game.notes.teamTitle')}</DialogTitle>
      <DialogContent>
        {notepad.failed && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('game.notes.teamFailed')}
          </Alert>
        )}
        <TextField
          multiline
          minRows={8}
          maxRows={20}
          disabled={notepad.loading}
          label={t('game.notes.label')}
          helperText={t('game.notes.teamHelp')}
          value={notepad.value}
          onChange={(event) => notepad.change(event.target.value.slice(0, NOTEPAD_MAX))}
          slotProps={{
            htmlInput: {
              ref: notepad.field,
              'data-testid': 'team-notes',
              maxLength: NOTEPAD_MAX,
              ...notepad.composition,
            },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('game.notes.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
