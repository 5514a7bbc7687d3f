import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getNotes, setNotes } from '../game-storage';
import { NotesPanel } from './notes/notes-panel';

const NOTES_MAX = 10_000;

/**
 * The investigator's notepad: saved on this device as it is typed, so a reload keeps it; in
 * a panel beside what is being read (docs/product.md#notes-beside-the-evidence). `note`: a
 * line to add at its end as it opens (a document cited).
 */
export function Notepad({
  playerId,
  open,
  onClose,
  note,
  onNoted,
}: {
  playerId: string;
  open: boolean;
  onClose: () => void;
  note?: string;
  onNoted: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => getNotes(playerId));
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => setNotes(playerId, text), [playerId, text]);

  useEffect(() => {
    if (!open || note === undefined) return;
    setText((current) =>
      `${current}${current && !current.endsWith('\n') ? '\n' : ''}${note}`.slice(0, NOTES_MAX),
    );
    onNoted();
    // The caret after the line, once it is in the field.
    requestAnimationFrame(() => {
      const element = field.current;
      if (!element) return;
      element.focus();
      element.setSelectionRange(element.value.length, element.value.length);
    });
  }, [open, note, onNoted]);

  return (
    <NotesPanel open={open} onClose={onClose} title={t('game.notes.title')} testId="notepad">
      <TextField
        multiline
        label={t('game.notes.label')}
        helperText={t('game.notes.help')}
        value={text}
        onChange={(event) => setText(event.target.value.slice(0, NOTES_MAX))}
        inputRef={field}
        minRows={5}
        slotProps={{ htmlInput: { 'data-testid': 'notes', maxLength: NOTES_MAX } }}
      />
    </NotesPanel>
  );
}
