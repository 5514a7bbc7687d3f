import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A notepad's dialog: its title, one long text field of at most `max` characters named
 * `label`, and the button that closes it. The player's own notepad and the team's share it
 * (docs/product.md#team-notepad: in a team, the field says the notes are the team's).
 */
export function NotepadDialog({
  open,
  onClose,
  title,
  label,
  help,
  value,
  max,
  onChange,
  notice,
  disabled = false,
  autoFocus = false,
  keepMounted = false,
  field,
  htmlInput,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  label: string;
  help: string;
  value: string;
  max: number;
  onChange: (text: string) => void;
  /** Said above the field (a sync that failed). */
  notice?: ReactNode;
  disabled?: boolean;
  /** The field takes the focus as it appears. */
  autoFocus?: boolean;
  /** Kept mounted while closed; the field (`field`) is then focused each time it has opened. */
  keepMounted?: boolean;
  field?: Ref<HTMLTextAreaElement>;
  htmlInput: TextareaHTMLAttributes<HTMLTextAreaElement> & { 'data-testid': string };
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const focusField = () => (field && 'current' in field ? field.current?.focus() : undefined);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      keepMounted={keepMounted}
      slotProps={keepMounted ? { transition: { onEntered: focusField } } : undefined}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {notice}
        <TextField
          multiline
          minRows={8}
          maxRows={20}
          autoFocus={autoFocus}
          disabled={disabled}
          label={label}
          helperText={help}
          value={value}
          onChange={(event) => onChange(event.target.value.slice(0, max))}
          slotProps={{ htmlInput: { ...htmlInput, ref: field, maxLength: max } }}
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
