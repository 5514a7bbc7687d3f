import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  createSessionSchema,
  DEFAULT_DURATION_MINUTES,
  SESSION_STATUSES,
  type CreateSession,
  type Session,
} from '@coulisses/shared/session/session.schema';
import type * as z from 'zod/mini';

type SessionFormInput = z.input<typeof createSessionSchema>;

/** Creates a session, or edits one when `session` is given. */
export function SessionFormDialog({
  session,
  onCancel,
  onSave,
}: {
  session?: Session;
  onCancel: () => void;
  onSave: (values: CreateSession) => Promise<void>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SessionFormInput, unknown, CreateSession>({
    resolver: zodResolver(createSessionSchema),
    mode: 'onTouched',
    defaultValues: {
      name: session?.name ?? '',
      durationMinutes: session?.durationMinutes ?? DEFAULT_DURATION_MINUTES,
      status: session?.status ?? 'open',
      scenarioId: session?.scenarioId ?? 'le-dernier-acte',
    },
  });

  return (
    <Dialog open aria-labelledby={titleId} onClose={onCancel}>
      <form onSubmit={handleSubmit(onSave)} noValidate>
        <DialogTitle id={titleId}>
          {t(session ? 'admin.sessions.editTitle' : 'admin.sessions.createTitle')}
        </DialogTitle>
        <DialogContent>
          <TextField
            {...register('name')}
            label={t('admin.sessions.name')}
            required
            autoFocus
            error={Boolean(errors.name)}
            helperText={errors.name?.message ? t(errors.name.message) : ' '}
          />
          <TextField
            {...register('durationMinutes', { valueAsNumber: true })}
            label={t('admin.sessions.duration')}
            type="number"
            slotProps={{ htmlInput: { min: 5, max: 600, step: 5 } }}
            error={Boolean(errors.durationMinutes)}
            helperText={errors.durationMinutes?.message ? t(errors.durationMinutes.message) : ' '}
          />
          <TextField
            {...register('status')}
            select
            label={t('admin.sessions.status')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {SESSION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.status.${status}`)}
              </option>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
