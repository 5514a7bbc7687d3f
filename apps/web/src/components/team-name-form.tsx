import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createTeamSchema, TEAM_NAME_MAX, type CreateTeam } from '@coulisses/shared/team/team.schema';
import { useNameRefusal } from './name-refusal';

/**
 * docs/product.md#teams: a new team's one field, checked as the server checks it; a name
 * another team of the session has is said on the field (409 TEAM_NAME_TAKEN), anything else
 * in the snackbar (`failedKey` when the server did not say). The player's team step and the
 * game master's Teams tab both use it: `compact` is the tab's one-line form.
 */
export function TeamNameForm({
  label,
  submitLabel,
  onSave,
  failedKey,
  heading,
  compact = false,
}: {
  label: string;
  submitLabel: string;
  onSave: (name: string) => Promise<unknown>;
  failedKey: string;
  /** A title above the field, inside the form. */
  heading?: ReactNode;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const refused = useNameRefusal('TEAM_NAME_TAKEN', failedKey);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateTeam>({
    resolver: zodResolver(createTeamSchema),
    mode: 'onTouched',
    defaultValues: { name: '' },
  });
  const save = handleSubmit(async ({ name }) => {
    try {
      await onSave(name);
      reset();
    } catch (error) {
      await refused(error, (message) => setError('name', { message }, { shouldFocus: true }));
    }
  });
  const submit = (
    <Button type="submit" variant={compact ? 'outlined' : 'contained'} disabled={isSubmitting}>
      {submitLabel}
    </Button>
  );
  return (
    <Box
      component="form"
      onSubmit={(event) => void save(event)}
      noValidate
      sx={compact ? { display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' } : undefined}
    >
      {heading}
      <TextField
        {...register('name')}
        label={label}
        fullWidth={!compact}
        size={compact ? 'small' : 'medium'}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: TEAM_NAME_MAX + 8 } }}
        error={Boolean(errors.name)}
        helperText={errors.name?.message ? t(errors.name.message, { max: TEAM_NAME_MAX }) : ' '}
      />
      {compact ? submit : <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>{submit}</Box>}
    </Box>
  );
}
