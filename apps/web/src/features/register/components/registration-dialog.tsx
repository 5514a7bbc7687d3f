import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LanguageOptions } from '../../../components/language-options';
import { Link as RouterLink } from 'react-router';
import { isLanguage } from '@coulisses/shared/languages';
import {
  registerPlayerSchema,
  type RegisteredPlayer,
  type RegisterPlayer,
  type RegisterPlayerInput,
} from '@coulisses/shared/player/player.schema';
import { paths } from '../../../lib/paths';
import { readApiError } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { useSnackbar } from '../../../lib/snackbar';
import { storeRegisteredPlayer } from '../../../lib/storage';
import { registerPlayer } from '../api/register-player';

const FIELDS = ['lang', 'mail', 'sessionId'] as const;

/**
 * Spec §2 "Registration form dialog": language (switches the interface at once), e-mail,
 * session id and submit. It cannot be dismissed: it closes only on a registration.
 */
export function RegistrationDialog({
  open,
  initialSessionId,
  onRegistered,
  onSubmitting,
  onExited,
}: {
  open: boolean;
  initialSessionId: string;
  onRegistered: (player: RegisteredPlayer) => void;
  onSubmitting?: () => void;
  /** Once the dialog has finished closing (its transition ended). */
  onExited?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { showError } = useSnackbar();
  const titleId = useId();
  const leadId = useId();
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterPlayerInput, unknown, RegisterPlayer>({
    resolver: zodResolver(registerPlayerSchema),
    mode: 'onTouched',
    defaultValues: { lang: currentLanguage(), mail: '', sessionId: initialSessionId },
  });

  const submit = handleSubmit(async (input) => {
    setSending(true);
    setRefusal(undefined);
    onSubmitting?.();
    try {
      const player = await registerPlayer(input);
      storeRegisteredPlayer(player);
      onRegistered(player);
    } catch (error) {
      const body = await readApiError(error);
      // Spec §8: BAD_SESSION_ID has its own message; anything else the default one. It is
      // repeated inside the dialog, where focus is and where screen readers can reach it.
      const message = t(body?.key === 'BAD_SESSION_ID' ? 'register.badSessionId' : 'register.error');
      showError(message);
      setRefusal(message);
      if (body?.key === 'BAD_SESSION_ID') setError('sessionId', { message: 'register.badSessionId' });
      if (body?.key === 'PLAYER_EXISTS') setError('mail', { message: 'register.errors.playerExists' });
      for (const field of body?.fields ?? []) {
        const known = FIELDS.find((name) => name === field);
        if (known && body?.key === 'VALIDATION') setError(known, { message: 'register.errors.invalid' });
      }
    } finally {
      setSending(false);
    }
  });

  const langField = register('lang', {
    onChange: (event: { target: { value: unknown } }) => {
      if (isLanguage(event.target.value)) void i18n.changeLanguage(event.target.value);
    },
  });
  const message = (key: string | undefined) => (key ? t(key) : ' ');

  return (
    <Dialog
      open={open}
      aria-labelledby={titleId}
      aria-describedby={leadId}
      onClose={() => undefined}
      slotProps={{ transition: { onExited } }}
    >
      <form onSubmit={submit} noValidate aria-busy={sending}>
        <DialogTitle id={titleId}>{t('register.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={leadId} sx={{ mb: 1 }}>
            {t('register.lead')}
          </DialogContentText>
          {refusal && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {refusal}
            </Alert>
          )}
          <TextField
            {...langField}
            select
            label={t('register.lang')}
            defaultValue={currentLanguage()}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <LanguageOptions />
          </TextField>
          <TextField
            {...register('mail')}
            label={t('register.mail')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            error={Boolean(errors.mail)}
            helperText={message(errors.mail?.message)}
          />
          <TextField
            {...register('sessionId')}
            label={t('register.sessionId')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            error={Boolean(errors.sessionId)}
            helperText={errors.sessionId?.message ? t(errors.sessionId.message) : t('register.sessionIdHint')}
          />
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between', px: 3, pb: 2 }}>
          <Link component={RouterLink} to={paths.admin} color="text.secondary" variant="body2">
            {t('register.gameMaster')}
          </Link>
          <Button type="submit" variant="contained" color="primary" size="large" disabled={sending}>
            {t('register.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
