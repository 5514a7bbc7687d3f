import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NICKNAME_MAX, setNicknameSchema, type SetNickname } from '@coulisses/shared/player/player.schema';
import { useNameRefusal } from './name-refusal';

/**
 * docs/product.md#nicknames: a nickname's one field, checked as the server checks it; a
 * nickname another player has is said on the field (409 NICKNAME_TAKEN), anything else in
 * the snackbar. The player's first screen and the game master's rename both use it.
 */
export function NicknameForm({
  initial = '',
  label,
  submitLabel,
  onSave,
  actions,
  autoFocus = false,
}: {
  initial?: string;
  label: string;
  submitLabel: string;
  onSave: (nickname: string) => Promise<unknown>;
  /** More buttons beside the submit one (not now, cancel). */
  actions?: ReactNode;
  /** The field takes the focus as it appears. */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const refused = useNameRefusal('NICKNAME_TAKEN', 'game.nickname.failed');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SetNickname>({
    resolver: zodResolver(setNicknameSchema),
    mode: 'onTouched',
    defaultValues: { nickname: initial },
  });

  const save = handleSubmit(async ({ nickname }) => {
    try {
      await onSave(nickname);
    } catch (error) {
      await refused(error, (message) => setError('nickname', { message }, { shouldFocus: true }));
    }
  });

  return (
    <Box component="form" onSubmit={(event) => void save(event)} noValidate>
      <TextField
        {...register('nickname')}
        label={label}
        autoComplete="nickname"
        autoFocus={autoFocus}
        fullWidth
        slotProps={{ htmlInput: { maxLength: NICKNAME_MAX + 8 } }}
        error={Boolean(errors.nickname)}
        helperText={errors.nickname?.message ? t(errors.nickname.message, { max: NICKNAME_MAX }) : ' '}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {actions}
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
