import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ADDED_MINUTES_MAX,
  addMinutesSchema,
  type AddMinutes,
} from '@coulisses/shared/session/session-transitions';
import { FormDialog } from '../form-dialog';

/** The usual extensions, one tap each. */
const QUICK_PICKS = [5, 10, 15] as const;

/**
 * docs/product.md#session-life-cycle, "add minutes": more time for every player of the session, 1 to
 * ADDED_MINUTES_MAX minutes.
 */
export function AddMinutesDialog({
  title,
  hint,
  onCancel,
  onAdd,
}: {
  /** For one player, or their team, rather than the session (docs/product.md#player-controls). */
  title?: string;
  hint?: string;
  onCancel: () => void;
  /** Resolves once the server has added them; the dialog stays open until then. */
  onAdd: (minutes: number) => Promise<void>;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AddMinutes>({
    resolver: zodResolver(addMinutesSchema),
    mode: 'onTouched',
    defaultValues: { action: 'addMinutes', minutes: 5 },
  });

  const submit = handleSubmit(({ minutes }) => onAdd(minutes));

  return (
    <FormDialog
      title={title ?? t('admin.controls.addMinutesTitle')}
      submitLabel={t('admin.controls.addMinutesSubmit')}
      busy={isSubmitting}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <DialogContentText id={hintId}>{hint ?? t('admin.controls.addMinutesHint')}</DialogContentText>
      <TextField
        {...register('minutes', { valueAsNumber: true })}
        label={t('admin.controls.minutes')}
        type="number"
        required
        autoFocus
        slotProps={{
          htmlInput: { min: 1, max: ADDED_MINUTES_MAX, step: 1, 'aria-describedby': hintId },
        }}
        error={Boolean(errors.minutes)}
        helperText={errors.minutes?.message ? t(errors.minutes.message, { max: ADDED_MINUTES_MAX }) : ' '}
      />
      <Box role="group" aria-label={t('admin.controls.quickPicks')} sx={{ display: 'flex', gap: 1 }}>
        {QUICK_PICKS.map((minutes) => (
          <Button
            key={minutes}
            variant="outlined"
            size="small"
            onClick={() => setValue('minutes', minutes, { shouldValidate: true })}
          >
            {t('admin.controls.plusMinutes', { count: minutes })}
          </Button>
        ))}
      </Box>
    </FormDialog>
  );
}
