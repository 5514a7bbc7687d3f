import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createAdminSchema, PASSWORD_MIN, type CreateAdmin } from '@coulisses/shared/auth/admin.schema';
import type { Admin } from '@coulisses/shared/auth/login.schema';
import { useAddAdmin } from '../../../lib/admin-api/admins';
import { useReportFailure } from '../../../hooks/use-report-failure';
import { FormDialog } from '../../../components/form-dialog';

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
    <FormDialog
      title={t('account.admins.addTitle')}
      submitLabel={t('account.admins.addSubmit')}
      busy={isSubmitting}
      onSubmit={save}
      onCancel={onCancel}
    >
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
        helperText={message(errors.password?.message) ?? t('account.password.rule', { min: PASSWORD_MIN })}
      />
    </FormDialog>
  );
}
