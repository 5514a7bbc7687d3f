import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@coulisses/shared/languages';
import type { RegisteredPlayer, RegisterPlayer } from '@coulisses/shared/player/player.schema';
import { LanguageOptions } from '../../../components/language-options';
import { LanguageSuggestion } from '../../../components/language-suggestion';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/skip-link';
import { useHydrated } from '../../../hooks/use-hydrated';
import { currentLanguage } from '../../../lib/i18n';
import { chooseLanguage, rememberLanguage } from '../../../lib/language-memory';
import { paths } from '../../../lib/paths';
import { useRegistrationForm } from '../hooks/use-registration-form';
import { useModal } from '../hooks/use-modal';
import type { RegisterNotice } from '../../../lib/register-notice';
import { REGISTRATION_FIELDS } from '../validate-registration';
import { RegistrationSnackbar } from './registration-snackbar';
import './registration-dialog.css';

/**
 * docs/product.md#registration-form-dialog: language (switches the interface at once), e-mail,
 * session id and submit. It cannot be dismissed: it closes only on a registration, when the
 * page that shows it takes it away. A native modal <dialog>, drawn without MUI: /register's
 * page loads no more than this form (docs/decisions/0028-react-renders-what-ships.md).
 */
export function RegistrationDialog({
  initialSessionId,
  notice,
  onRegistered,
  onSubmitting,
}: {
  initialSessionId: string;
  /** Said in the snackbar as the dialog opens (the game sent the player back). */
  notice?: RegisterNotice;
  /** Takes the player on (the start dialog); a refusal (its code could not be loaded) is said. */
  onRegistered: (player: RegisteredPlayer) => void | Promise<void>;
  onSubmitting?: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const leadId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();
  useModal(dialog, !hydrated);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState(() => (notice ? { text: t(notice), id: 0 } : undefined));
  const { register, errors, setError, focus, handleSubmit, valueOf, setValue } = useRegistrationForm();
  const showError = (text: string) => setRefusal({ text, id: Date.now() });
  const closeRefusal = useCallback(() => setRefusal(undefined), []);

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
          await onRegistered(outcome.player);
          // Still sending as the page goes on: a second tap would register again.
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
        setSending(false);
      } catch {
        // Its code, or the app's, could not be loaded (offline before it was cached): the
        // default message, and the submit for another try.
        showError(t('register.error'));
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
  // nothing else (src/register/prerender.tsx): the app takes it up once it runs.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => switchLanguage(valueOf('lang')), []);

  return (
    <dialog
      ref={dialog}
      // Drawn open, so that the prerendered page shows the form before any script has run;
      // useModal makes it modal at the first tap or key.
      open
      closedby="none"
      className="registration-dialog"
      aria-labelledby={titleId}
      aria-describedby={leadId}
      tabIndex={-1}
    >
      <LanguageSuggestion onChoose={(lang) => setValue('lang', lang)} />
      <form onSubmit={(event) => void submit(event)} noValidate aria-busy={sending}>
        {/* The form is this screen's content: its skip link leads straight to the fields,
            and its title is the screen's one h1 (docs/decisions/0012-accessibility-baseline.md). */}
        <SkipLink />
        <h1 id={titleId} className="registration-title">
          {t('register.title')}
        </h1>
        <div id={MAIN_CONTENT_ID} tabIndex={-1} className="registration-content">
          <p id={leadId} className="registration-lead">
            {t('register.lead')}
          </p>
          <Field label={t('register.lang')}>
            {(id) => (
              <select {...langField} id={id} defaultValue={currentLanguage()} className="registration-input">
                <LanguageOptions />
              </select>
            )}
          </Field>
          <Field
            label={t('register.mail')}
            required
            error={errors.mail}
            helperText={errors.mail && t(errors.mail)}
          >
            {(id, described) => (
              <input
                {...register('mail')}
                {...described}
                id={id}
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                className="registration-input"
              />
            )}
          </Field>
          <Field
            label={t('register.sessionId')}
            required
            error={errors.sessionId}
            helperText={errors.sessionId ? t(errors.sessionId) : t('register.sessionIdHint')}
          >
            {(id, described) => (
              <input
                {...register('sessionId')}
                {...described}
                // The join link's code (`?session=`): the page prerendered at build time has
                // none, so it comes once the app has taken the page over, into a field the
                // player has not typed in yet. Another join link followed here is a new field.
                key={initialSessionId}
                defaultValue={hydrated ? initialSessionId : undefined}
                id={id}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                required
                className="registration-input"
              />
            )}
          </Field>
        </div>
        <div className="registration-actions">
          <a href={paths.admin} className="registration-link">
            {t('register.gameMaster')}
          </a>
          {/* Disabled in the prerendered page until the app runs: a native submit would send
              the form's fields in the URL. */}
          <button type="submit" className="registration-submit" disabled={sending || !hydrated}>
            {t('register.submit')}
          </button>
        </div>
      </form>
      <RegistrationSnackbar message={refusal} onClose={closeRefusal} />
    </dialog>
  );
}

/**
 * One of the form's fields: its label above it, and under it a line of help or the error,
 * tied to the input by aria-describedby (an empty error marks it invalid and says nothing).
 */
function Field({
  label,
  required,
  error,
  helperText,
  children,
}: {
  label: string;
  required?: boolean;
  error?: string;
  helperText?: string;
  children: (id: string, described: { 'aria-describedby'?: string; 'aria-invalid': boolean }) => ReactNode;
}) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  const invalid = error !== undefined;
  return (
    <div className={invalid ? 'registration-field registration-field-invalid' : 'registration-field'}>
      <label htmlFor={id} className="registration-label">
        {label}
        {required && <span aria-hidden> *</span>}
      </label>
      {children(id, { 'aria-describedby': helperText ? helperId : undefined, 'aria-invalid': invalid })}
      {/* A required field keeps the line for its error, so that an error moves nothing. */}
      {required && (
        <p id={helperId} className="registration-helper">
          {helperText || ' '}
        </p>
      )}
    </div>
  );
}
