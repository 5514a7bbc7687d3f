import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { changePasswordSchema, PASSWORD_MIN } from '@coulisses/shared/auth/admin.schema';
import { useSnackbar } from '../../../lib/snackbar';
import { encodeBasicToken, setBasicToken } from '../../../lib/storage';
import { useChangeOwnPassword } from '../../../lib/admin-api/admins';
import { useReportFailure } from '../../../hooks/use-report-failure';

/** The API's payload, and the new password typed twice: a typo would lock the admin out. */
const changePasswordFormSchema = z.extend(changePasswordSchema, { confirmPassword: z.string() }).check(
  z.refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    error: 'account.errors.passwordMismatch',
  }),
);
type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/**
 * docs/product.md#accounts: the signed-in admin's own password. The stored BASIC_TOKEN is
 * "username:password": once the server takes the new password it is rewritten, or the
 * next call would fail and bring the login dialog back.
 */
export function ChangePasswordForm({ username }: { username: string | undefined }) {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  const report = useReportFailure();
  const titleId = useId();
  const changeOwnPassword = useChangeOwnPassword();
  const [changed, setChanged] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const save = handleSubmit(async ({ currentPassword, newPassword }) => {
    setChanged(false);
    if (!username) return showError(t('admin.loadFailed'));
    try {
      await changeOwnPassword.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      await report(error, 'account.password.failed', {
        on: {
          WRONG_PASSWORD: () =>
            setError('currentPassword', { message: 'errors.WRONG_PASSWORD' }, { shouldFocus: true }),
        },
      });
      return;
    }
    setBasicToken(encodeBasicToken(username, newPassword));
    reset();
    setChanged(true);
  });

  const message = (text: string | undefined) => (text ? t(text, { min: PASSWORD_MIN }) : ' ');
  return (
    <Box
      component="form"
      aria-labelledby={titleId}
      onSubmit={(event) => void save(event)}
      noValidate
      sx={{ maxWidth: 420 }}
    >
      <Typography variant="h5" component="h2" id={titleId} gutterBottom>
        {t('account.password.title')}
      </Typography>
      {/* Hidden, for password managers: the account whose password changes. */}
      <input type="text" name="username" autoComplete="username" value={username ?? ''} readOnly hidden />
      <TextField
        {...register('currentPassword')}
        type="password"
        label={t('account.password.current')}
        autoComplete="current-password"
        required
        error={Boolean(errors.currentPassword)}
        helperText={message(errors.currentPassword?.message)}
      />
      <TextField
        {...register('newPassword')}
        type="password"
        label={t('account.password.new')}
        autoComplete="new-password"
        required
        error={Boolean(errors.newPassword)}
        helperText={
          errors.newPassword
            ? message(errors.newPassword.message)
            : t('account.password.rule', { min: PASSWORD_MIN })
        }
      />
      <TextField
        {...register('confirmPassword')}
        type="password"
        label={t('account.password.confirm')}
        autoComplete="new-password"
        required
        error={Boolean(errors.confirmPassword)}
        helperText={message(errors.confirmPassword?.message)}
      />
      <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ mt: 1 }}>
        {t('account.password.submit')}
      </Button>
      <Box role="status" sx={{ mt: 2 }}>
        {changed && <Alert severity="success">{t('account.password.changed')}</Alert>}
      </Box>
    </Box>
  );
}
