import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackCloses } from '../../../hooks/use-back-closes';
import { getNotes, setNotes } from '../game-storage';

const NOTES_MAX = 10_000;

/** The investigator's notepad: saved on this device as it is typed, so a reload keeps it. */
export function Notepad({
  playerId,
  open,
  onClose,
}: {
  playerId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // Back closes it, and stays in the game.
  useBackCloses(open, onClose);
  const titleId = useId();
  const [text, setText] = useState(() => getNotes(playerId));
  useEffect(() => setNotes(playerId, text), [playerId, text]);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm">
      <DialogTitle id={titleId}>{t('game.notes.title')}</DialogTitle>
      <DialogContent>
        <TextField
          multiline
          minRows={8}
          maxRows={20}
          autoFocus
          label={t('game.notes.label')}
          helperText={t('game.notes.help')}
          value={text}
          onChange={(event) => setText(event.target.value.slice(0, NOTES_MAX))}
          slotProps={{ htmlInput: { 'data-testid': 'notes', maxLength: NOTES_MAX } }}
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
