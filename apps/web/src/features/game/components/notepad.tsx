import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackCloses } from '../../../hooks/use-back-closes';
import { getNotes, setNotes } from '../game-storage';
import { NotepadDialog } from './notepad-dialog';

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
  const [text, setText] = useState(() => getNotes(playerId));
  useEffect(() => setNotes(playerId, text), [playerId, text]);

  return (
    <NotepadDialog
      open={open}
      onClose={onClose}
      title={t('game.notes.title')}
      label={t('game.notes.label')}
      help={t('game.notes.help')}
      value={text}
      max={NOTES_MAX}
      onChange={setText}
      autoFocus
      htmlInput={{ 'data-testid': 'notes' }}
    />
  );
}
