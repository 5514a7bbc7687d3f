import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loginSchema, type Login } from '@coulisses/shared/auth/login.schema';
import { useSnackbar } from '../../../lib/snackbar';
import type { LoginDialogResult, LoginRetry } from '../login-dialog-store';
import { SignInPaper } from './sign-in-paper';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/**
 * docs/product.md#login-dialog: a title, a username, a masked password, cancel and submit.
 * Submit stays disabled while the form is invalid; clicking outside does not close it.
 * Escape counts as cancel, so keyboard users are never stuck. A field's error waits until
 * it was typed in and left, or the form was sent: the username has the focus as the dialog
 * opens, and a tap elsewhere before a word is typed is no mistake to point out.
 */
export function LoginDialog({
  open,
  retry,
  onClose,
}: {
  open: boolean;
  retry?: LoginRetry | undefined;
  onClose: (result: LoginDialogResult) => void;
}) {
  const { t } = useTranslation();
  useDocumentTitle(open ? t('login.title') : undefined, t('app.name'));
  const titleId = useId();
  const { showError, dismiss } = useSnackbar();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid, isSubmitted, touchedFields },
  } = useForm<Login>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { username: retry?.username ?? '', password: '' },
  });
  // The fields typed in, however little: one typed in, then emptied, says why once left.
  const [typed, setTyped] = useState<ReadonlySet<keyof Login>>(() => new Set());
  const field = (name: keyof Login) =>
    register(name, {
      onChange: () => setTyped((current) => (current.has(name) ? current : new Set(current).add(name))),
    });
  /** The translation key of the field's error, once it is to be shown. */
  const shownError = (name: keyof Login) =>
    isSubmitted || (typed.has(name) && touchedFields[name]) ? errors[name]?.message : undefined;
  const usernameError = shownError('username');
  const passwordError = shownError('password');

  const cancel = () => {
    reset();
    onClose({ submitted: false });
  };
  // A refused username comes back for a second try (retry); a password never does.
  // A new try makes the last refusal's snackbar stale: it never outlives the sign-in.
  const submit = handleSubmit((credentials) => {
    dismiss();
    reset();
    onClose({ submitted: true, credentials });
  });

  return (
    <Dialog
      open={open}
      aria-labelledby={titleId}
      PaperComponent={SignInPaper}
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') cancel();
      }}
      // The error snackbar (docs/product.md#error-snackbar) is raised once the dialog is open: an opening dialog
      // hides from screen readers whatever is already on the page, a snackbar included.
      slotProps={{ transition: { onEntered: () => retry && showError(retry.refusal) } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('login.title')}</DialogTitle>
        <DialogContent>
          {retry && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {retry.refusal}
            </Alert>
          )}
          <TextField
            {...field('username')}
            label={t('login.username')}
            autoComplete="username"
            autoFocus
            required
            error={usernameError !== undefined}
            helperText={usernameError ? t(usernameError) : ' '}
          />
          <TextField
            {...field('password')}
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            required
            error={passwordError !== undefined}
            helperText={passwordError ? t(passwordError) : ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel} color="inherit">
            {t('login.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!isValid}>
            {t('login.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
