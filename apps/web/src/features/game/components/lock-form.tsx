import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fitsAnswerForm, type AnswerForm } from '@coulisses/shared/game/answer-form';
import { typedAttemptSchema, type TypedAttempt, type LockView } from '@coulisses/shared/game/game.schema';
import { useStableCallback } from '../../../hooks/use-stable-callback';
import { useHoldUpdate } from '../../../lib/app-update';
import { formatTimeAmount } from '../../../lib/format-duration';
import { useCurrentLanguage } from '../../../lib/i18n';
import { useAnnouncePresence } from '../hooks/use-team-presence';
import { HintPanel } from './hint-panel';
import { SEPARATE_CHOICE } from './separate-choice';
import { PresenceLine } from './team/presence-line';

/** 'form': the answer is not of the lock's form (ANSWER_FORM), and was not counted. */
export type AttemptOutcome = 'right' | 'wrong' | 'refused' | 'form';

interface LockFormProps {
  lock: LockView;
  disabled: boolean;
  onAttempt: (answer: string) => Promise<AttemptOutcome>;
  onHint: () => Promise<void>;
}

// Drawn again only when its lock or whether it may be used changes, not at each key typed or
// answer sent: its closed confirmation dialog is styled again at each drawing
// (docs/decisions/0027-a-tap-paints-before-it-asks.md).
const Hints = memo(HintPanel);

/**
 * An answer typed and not yet tried: the new version's reload waits (docs/product.md#updates).
 * Apart, so that a key typed draws this and the field, not the whole lock.
 */
function HoldUpdateWhileTyped({ control }: { control: Control<TypedAttempt> }) {
  useHoldUpdate(useWatch({ control, name: 'answer' }) !== '');
  return null;
}

/** Seconds until a throttled lock takes answers again, ticking. */
function useRetryIn(retryAt: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!retryAt) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [retryAt]);
  return retryAt ? Math.max(0, Math.ceil((Date.parse(retryAt) - now) / 1000)) : 0;
}

/** What to say of an answer not of the lock's form: its count of digits when the prompt gives it. */
function formHint(form: AnswerForm | undefined): { key: string; count?: number } {
  if (!form) return { key: 'errors.ANSWER_FORM' };
  if (form.kind === 'text') return { key: 'game.lock.formText' };
  return form.length
    ? { key: 'game.lock.formDigitsCount', count: form.length }
    : { key: 'game.lock.formDigits' };
}

/**
 * docs/product.md#team-presence: while the focus is in the lock's form (its answer, its
 * button, its hints), the teammates' phones say this member is trying it; once it leaves
 * the form, or the form goes (the lock opened), they no longer do.
 */
function useTryingPresence(lockId: string) {
  const announce = useAnnouncePresence();
  const inside = useRef(false);
  useEffect(
    () => () => {
      if (inside.current) announce({ lockId: null });
    },
    [announce],
  );
  return {
    onFocus: () => {
      if (inside.current) return;
      inside.current = true;
      announce({ lockId });
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (event.currentTarget.contains(event.relatedTarget)) return;
      inside.current = false;
      announce({ lockId: null });
    },
  };
}

/**
 * The entry of one lock, by kind: a code or a text answer typed, or one choice among
 * several. The shared schema checks the answer before it leaves; the server judges it.
 */
export function LockForm({ lock, disabled, onAttempt, onHint }: LockFormProps) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const fieldId = useId();
  const [outcome, setOutcome] = useState<'wrong' | undefined>();
  // The answer just refused, left in the field and marked wrong until it is changed.
  const [refused, setRefused] = useState<string | undefined>();
  const retryIn = useRetryIn(lock.retryAt);
  const trying = useTryingPresence(lock.id);
  const hint = useStableCallback(onHint);
  const {
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<TypedAttempt>({ resolver: zodResolver(typedAttemptSchema), defaultValues: { answer: '' } });

  const formMessage = formHint(lock.answerForm);
  // Said under the field, where the eye is, and not counted (docs/decisions/0009).
  const sayForm = () => {
    setOutcome(undefined);
    setError('answer', { type: 'form', message: formMessage.key });
    // Back in the field, its text kept to mend: the hint is its description.
    setTimeout(() => document.getElementById(fieldId)?.focus(), 0);
  };

  const submit = handleSubmit(async ({ answer }) => {
    // Checked here first, as the server does: no round trip for letters in a code.
    if (lock.answerForm && !fitsAnswerForm(lock.answerForm, answer)) return sayForm();
    const result = await onAttempt(answer);
    if (result === 'form') return sayForm();
    setOutcome(result === 'wrong' ? 'wrong' : undefined);
    if (result === 'wrong' && lock.kind !== 'choice') {
      // Kept where the player typed it, selected: they see what was refused, and the next
      // try typed over it replaces it.
      setRefused(answer);
      setTimeout(() => {
        setFocus('answer', { shouldSelect: true });
      }, 0);
    }
  });
  // While an answer is on its way the field is read-only, not disabled: disabling the
  // focused field would drop the focus to the page.
  const blocked = disabled || retryIn > 0;
  const label = t(`game.lock.${lock.kind}Label`);

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('game.lock.formLabel')} {...trying}>
      <HoldUpdateWhileTyped control={control} />
      <Typography sx={{ mb: 1.5 }}>{lock.prompt}</Typography>
      <Controller
        name="answer"
        control={control}
        render={({ field }) => {
          const isRefused = refused !== undefined && field.value === refused && !errors.answer;
          return lock.kind === 'choice' ? (
            <RadioGroup {...field} aria-label={label}>
              {(lock.choices ?? []).map((choice) => (
                <FormControlLabel
                  key={choice.id}
                  value={choice.id}
                  control={<Radio color="secondary" />}
                  label={choice.label}
                  disabled={blocked}
                  sx={SEPARATE_CHOICE}
                />
              ))}
            </RadioGroup>
          ) : (
            <TextField
              {...field}
              id={fieldId}
              label={label}
              autoComplete="off"
              spellCheck={false}
              disabled={blocked}
              error={Boolean(errors.answer) || isRefused}
              helperText={
                errors.answer?.message
                  ? t(errors.answer.message, { count: formMessage.count })
                  : isRefused
                    ? t('game.lock.refused', { answer: refused })
                    : ' '
              }
              slotProps={{
                htmlInput: {
                  maxLength: 200,
                  readOnly: isSubmitting,
                  autoCapitalize: lock.kind === 'code' ? 'characters' : 'none',
                  // A code of digits opens the phone's numeric keypad.
                  ...(lock.answerForm?.kind === 'digits' ? { inputMode: 'numeric', pattern: '[0-9]*' } : {}),
                  'data-testid': `answer-${lock.id}`,
                },
              }}
            />
          );
        }}
      />
      {lock.kind === 'choice' && errors.answer?.message && (
        <Typography color="error" variant="body2">
          {t(errors.answer.message)}
        </Typography>
      )}
      {/* Under the answer: a teammate arriving never moves the caret of one typing. */}
      <PresenceLine target={{ lockId: lock.id }} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
        <Button
          type="submit"
          variant="contained"
          disabled={blocked}
          aria-disabled={isSubmitting || undefined}
          onClick={(event) => isSubmitting && event.preventDefault()}
        >
          {t('game.lock.submit')}
        </Button>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {lock.freeAttemptsLeft > 0
            ? t('game.lock.freeAttempts', { count: lock.freeAttemptsLeft })
            : t('game.lock.attemptCost', { time: formatTimeAmount(lock.wrongAttemptPenaltySeconds, lang) })}
        </Typography>
      </Box>
      <Box aria-live="polite" sx={{ mt: 1 }}>
        {retryIn > 0 && (
          <Alert severity="warning" data-testid="lock-throttled">
            {t('game.lock.throttled', { time: formatTimeAmount(retryIn, lang) })}
          </Alert>
        )}
        {outcome === 'wrong' && retryIn === 0 && (
          <Alert severity="error" data-testid="lock-wrong">
            {t('game.lock.wrong', { count: lock.wrongAttempts })}
          </Alert>
        )}
      </Box>
      <Hints lock={lock} disabled={disabled} onHint={hint} />
    </Box>
  );
}
