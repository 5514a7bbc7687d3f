import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageOptions } from '../../../components/language-options';
import { LanguageSuggestion } from '../../../components/language-suggestion';
import { NativeSelectField, OutlinedField } from '../../../components/outlined-field';
import { RouterLink } from '../../../components/router-link';
import { isLanguage } from '@coulisses/shared/languages';
import type { RegisteredPlayer, RegisterPlayer } from '@coulisses/shared/player/player.schema';
import { paths } from '../../../lib/paths';
import { currentLanguage } from '../../../lib/i18n';
import { chooseLanguage, rememberLanguage } from '../../../lib/language-memory';
import { useSnackbar } from '../../../lib/snackbar';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useRegistrationForm } from '../hooks/use-registration-form';
import { REGISTRATION_FIELDS } from '../validate-registration';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/skip-link';

/**
 * docs/product.md#registration-form-dialog: language (switches the interface at once), e-mail,
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
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  const titleId = useId();
  const leadId = useId();
  const [sending, setSending] = useState(false);
  const { register, errors, setError, focus, handleSubmit, valueOf, setValue } = useRegistrationForm();

  const submit = handleSubmit(
    async (input: RegisterPlayer) => {
      setSending(true);
      onSubmitting?.();
      try {
        const { submitRegistration } = await import('../submit-registration');
        const outcome = await submitRegistration(input);
        if (outcome.player) {
          // The language the player registered in is this device's from now on.
          rememberLanguage(outcome.player.lang);
          onRegistered(outcome.player);
          return;
        }
        const body = outcome.refusal;
        // docs/product.md#error-catalogue: BAD_SESSION_ID has its own message; anything else the default one. It is
        // said once, in the snackbar (announced to screen readers); the field at fault is
        // marked invalid and focused, without the same words again under it.
        showError(t(body?.key === 'BAD_SESSION_ID' ? 'register.badSessionId' : 'register.error'));
        if (body?.key === 'BAD_SESSION_ID') {
          setError('sessionId', '');
          focus('sessionId');
        }
        // These say more than the default message: which field, and why.
        if (body?.key === 'PLAYER_EXISTS') setError('mail', 'register.errors.playerExists');
        for (const field of body?.fields ?? []) {
          const known = REGISTRATION_FIELDS.find((name) => name === field);
          if (known && body?.key === 'VALIDATION') setError(known, 'register.errors.invalid');
        }
      } catch {
        // Its code could not be loaded (offline before it was cached): the default message.
        showError(t('register.error'));
      } finally {
        setSending(false);
      }
    },
    // The validation's code could not be loaded (offline before it was cached).
    () => showError(t('register.error')),
  );

  const switchLanguage = (lang: string) => {
    if (isLanguage(lang) && lang !== currentLanguage()) chooseLanguage(lang);
  };
  const langField = register('lang', { onChange: switchLanguage });
  // A language picked in the prerendered page before the app ran changed the select but
  // nothing else (app/prerender.tsx): the app takes it up once it runs.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => switchLanguage(valueOf('lang')), []);
  const message = (key: string | undefined) => (key ? t(key) : ' ');

  return (
    <Dialog
      open={open}
      aria-labelledby={titleId}
      aria-describedby={leadId}
      onClose={() => undefined}
      // No fade-in on arrival, for the dialog or its backdrop: the form is the page's
      // content, shown with its first paint (its largest paint, for Lighthouse), and the
      // fades' forced reflows are main-thread work while the page loads (docs/product.md#performance-budgets).
      slotProps={{ transition: { onExited, appear: false }, backdrop: { appear: false } }}
      // In place rather than in a portal: a portal renders nothing on the server, and the
      // form is part of /register's prerendered page (app/prerender.tsx).
      disablePortal
    >
      <LanguageSuggestion onChoose={(lang) => setValue('lang', lang)} />
      <form onSubmit={(event) => void submit(event)} noValidate aria-busy={sending}>
        {/* The form is this screen's content: its skip link leads straight to the fields,
            and its title is the screen's one h1 (docs/decisions/0012-accessibility-baseline.md). */}
        <SkipLink />
        <DialogTitle id={titleId} component="h1">
          {t('register.title')}
        </DialogTitle>
        <DialogContent id={MAIN_CONTENT_ID} tabIndex={-1}>
          <DialogContentText id={leadId} sx={{ mb: 1 }}>
            {t('register.lead')}
          </DialogContentText>
          {/* Preact holds a select with a defaultValue to it at each render: here that is the
              interface's language, which a pick changes (docs/decisions/0024-preact-renders-the-app.md). */}
          {/* eslint-disable-next-line no-restricted-syntax */}
          <NativeSelectField {...langField} label={t('register.lang')} defaultValue={currentLanguage()}>
            <LanguageOptions />
          </NativeSelectField>
          <OutlinedField
            {...register('mail')}
            label={t('register.mail')}
            type="email"
            autoComplete="email"
            inputProps={{ inputMode: 'email' }}
            required
            error={errors.mail !== undefined}
            helperText={message(errors.mail)}
          />
          <OutlinedField
            {...register('sessionId', { initial: initialSessionId })}
            // A new code (another join link followed on this screen) is a new field.
            key={initialSessionId}
            label={t('register.sessionId')}
            autoComplete="off"
            inputProps={{ autoCapitalize: 'characters', spellCheck: false }}
            required
            error={errors.sessionId !== undefined}
            helperText={errors.sessionId ? t(errors.sessionId) : t('register.sessionIdHint')}
          />
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between', px: 3, pb: 2 }}>
          <Link component={RouterLink} to={paths.admin} color="text.secondary" variant="body2">
            {t('register.gameMaster')}
          </Link>
          <SubmitButton sending={sending}>{t('register.submit')}</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * Disabled in the prerendered page until the app runs: a native submit would send the form's
 * fields in the URL. A component of its own, so that the app's taking over the page draws
 * this button again, not the whole form (docs/decisions/0024-preact-renders-the-app.md).
 */
function SubmitButton({ sending, children }: { sending: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" variant="contained" color="primary" size="large" disabled={sending || !hydrated}>
      {children}
    </Button>
  );
}
