import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fitsAnswerForm, type AnswerForm } from '@coulisses/shared/game/answer-form';
import { typedAttemptSchema, type TypedAttempt } from '@coulisses/shared/game/game.schema';
import { useHoldUpdate } from '../../../lib/app-update';
import { LockFrame, useRetryIn, type LockFormProps } from './lock-frame';
import { SEPARATE_CHOICE } from './separate-choice';

export type { AttemptOutcome } from './lock-frame';

/**
 * An answer typed and not yet tried: the new version's reload waits (docs/product.md#updates).
 * Apart, so that a key typed draws this and the field, not the whole lock.
 */
function HoldUpdateWhileTyped({ control }: { control: Control<TypedAttempt> }) {
  useHoldUpdate(useWatch({ control, name: 'answer' }) !== '');
  return null;
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
 * The entry of a lock answered in words: a code or a text answer typed, or one choice among
 * several (the arranged kinds have their own: lock-entry.tsx). The shared schema checks the
 * answer before it leaves; the server judges it.
 */
export function LockForm({ lock, disabled, onAttempt, onHint }: LockFormProps<string>) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [outcome, setOutcome] = useState<'wrong' | undefined>();
  // The answer just refused, left in the field and marked wrong until it is changed.
  const [refused, setRefused] = useState<string | undefined>();
  const retryIn = useRetryIn(lock.retryAt);
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
    <LockFrame
      lock={lock}
      disabled={disabled}
      retryIn={retryIn}
      submitting={isSubmitting}
      wrong={outcome === 'wrong'}
      onSubmit={(event) => void submit(event)}
      onHint={onHint}
    >
      <HoldUpdateWhileTyped control={control} />
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
    </LockFrame>
  );
}
