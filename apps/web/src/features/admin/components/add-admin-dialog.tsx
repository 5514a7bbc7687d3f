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
import { createAdminSchema, PASSWORD_MIN, type CreateAdmin } from '@coulisses/shared/auth/admin.schema';
import type { Admin } from '@coulisses/shared/auth/login.schema';
import { useAddAdmin } from '../api/admins';
import { useReportFailure } from '../../../hooks/use-report-failure';

/** docs/product.md#accounts: another game master, with the password they will first sign in with. */
export function AddAdminDialog({
  onCancel,
  onAdded,
}: {
  onCancel: () => void;
  onAdded: (admin: Admin) => void;
}) {
  const { t } = useTranslation();
  const report = useReportFailure();
  const titleId = useId();
  const addAdmin = useAddAdmin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateAdmin>({
    resolver: zodResolver(createAdminSchema),
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  });

  const save = handleSubmit(async (input) => {
    try {
      onAdded(await addAdmin.mutateAsync(input));
    } catch (error) {
      await report(error, 'account.admins.addFailed', {
        on: {
          ADMIN_EXISTS: () => setError('username', { message: 'errors.ADMIN_EXISTS' }, { shouldFocus: true }),
        },
      });
    }
  });

  const message = (text: string | undefined) => (text ? t(text, { min: PASSWORD_MIN }) : undefined);
  return (
    <Dialog open aria-labelledby={titleId} onClose={() => !isSubmitting && onCancel()}>
      <form onSubmit={(event) => void save(event)} noValidate>
        <DialogTitle id={titleId}>{t('account.admins.addTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            {...register('username')}
            label={t('login.username')}
            autoComplete="off"
            required
            autoFocus
            error={Boolean(errors.username)}
            helperText={message(errors.username?.message) ?? ' '}
          />
          <TextField
            {...register('password')}
            type="password"
            label={t('login.password')}
            autoComplete="new-password"
            required
            error={Boolean(errors.password)}
            helperText={
              message(errors.password?.message) ?? t('account.password.rule', { min: PASSWORD_MIN })
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} color="inherit" disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('account.admins.addSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
