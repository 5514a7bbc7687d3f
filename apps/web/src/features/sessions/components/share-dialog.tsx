import Checkbox from '@mui/material/Checkbox';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { useReportFailure } from '../../../hooks/use-report-failure';
import { useAdmins, useSignedInAdmin } from '../../../lib/admin-api/admins';

/**
 * The owner of a session or of a case picks the game masters they share it with, one box
 * each (the list replaces the last one): neither the owner nor the one sharing is offered.
 */
export function ShareDialog({
  title,
  text,
  nobody,
  failure,
  ownerId,
  sharedWith,
  busy,
  onSave,
  onClose,
}: {
  title: string;
  /** What sharing gives, above the boxes: it names their group. */
  text: string;
  /** Said when there is nobody else to share with. */
  nobody: string;
  /** The translation key of what a failed save says. */
  failure: string;
  ownerId: string | null;
  sharedWith: readonly string[];
  /** The save is being sent: the dialog waits. */
  busy: boolean;
  /** Saves the admins chosen, then closes the dialog. */
  onSave: (adminIds: string[]) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const textId = useId();
  const report = useReportFailure();
  const admins = useAdmins();
  const { data: me } = useSignedInAdmin();
  const [chosen, setChosen] = useState<string[]>([...sharedWith]);
  const others = admins.data?.filter((admin) => admin.id !== me?.id && admin.id !== ownerId) ?? [];

  const toggle = (id: string, on: boolean) =>
    setChosen((ids) => (on ? [...ids, id] : ids.filter((item) => item !== id)));

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!admins.data) return;
    try {
      // Only the admins listed: one whose account was removed meanwhile is no longer offered.
      await onSave(chosen.filter((id) => others.some((admin) => admin.id === id)));
    } catch (error) {
      await report(error, failure);
    }
  };

  return (
    <FormDialog title={title} submitLabel={t('common.save')} busy={busy} onSubmit={save} onCancel={onClose}>
      <DialogContentText id={textId} sx={{ mb: 2 }}>
        {text}
      </DialogContentText>
      {!admins.data && <Typography>{t(admins.isError ? 'admin.loadFailed' : 'common.loading')}</Typography>}
      {admins.data && others.length === 0 && <Typography>{nobody}</Typography>}
      <FormGroup role="group" aria-labelledby={textId}>
        {others.map((admin) => (
          <FormControlLabel
            key={admin.id}
            label={admin.username}
            control={
              <Checkbox
                checked={chosen.includes(admin.id)}
                onChange={(event) => toggle(admin.id, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
    </FormDialog>
  );
}
