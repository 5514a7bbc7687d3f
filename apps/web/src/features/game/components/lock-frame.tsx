import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { memo, useEffect, useRef, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attempt, LockView } from '@coulisses/shared/game/game.schema';
import { useNow } from '../../../hooks/use-now';
import { useStableCallback } from '../../../hooks/use-stable-callback';
import { formatTimeAmount } from '../../../lib/format-duration';
import { useCurrentLanguage } from '../../../lib/i18n';
import { useAnnouncePresence } from '../hooks/use-team-presence';
import { HintPanel } from './hint-panel';
import { PresenceLine } from './team/presence-line';

/** 'form': the answer is not of the lock's form (ANSWER_FORM), and was not counted. */
export type AttemptOutcome = 'right' | 'wrong' | 'refused' | 'form';

/** What a lock's form sends: a typed answer, or an arranged one (an order, marks, pairs). */
export type LockAnswer = Attempt['answer'];

/** What every lock's form is handed, whatever its kind. */
export interface LockFormProps<A extends LockAnswer = LockAnswer> {
  lock: LockView;
  disabled: boolean;
  onAttempt: (answer: A) => Promise<AttemptOutcome>;
  onHint: () => Promise<void>;
}

// Drawn again only when its lock or whether it may be used changes, not at each key typed or
// answer sent: its closed confirmation dialog is styled again at each drawing
// (docs/decisions/0027-a-tap-paints-before-it-asks.md).
const Hints = memo(HintPanel);

/** Seconds until a throttled lock takes answers again, ticking. */
export function useRetryIn(retryAt: string | undefined): number {
  const now = useNow(1_000, retryAt !== undefined);
  return retryAt ? Math.max(0, Math.ceil((Date.parse(retryAt) - now) / 1000)) : 0;
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

interface LockFrameProps {
  lock: LockView;
  /** The game does not take answers now (not playing). */
  disabled: boolean;
  /** Seconds left of a throttle (useRetryIn): the button waits, the countdown shows. */
  retryIn: number;
  /** An answer is on its way: the button stays focusable, and a second press does nothing. */
  submitting: boolean;
  /** The last answer was wrong: said under the button until the next one. */
  wrong: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onHint: () => Promise<void>;
  /** The prompt's id, for a field that is named by it (a list to order, a grid to mark). */
  promptId?: string;
  /**
   * What keeps the answer from being sent (a pair missing, a place not marked), said under
   * it; `count` tells one saying from the next, so that the same words said again are heard.
   */
  problem?: { text: string; count: number };
  /** The lock's own answer: a field, choices, a list, pairs, an image. */
  children: ReactNode;
}

/**
 * What every lock's form has around its answer, whatever its kind: the prompt, the teammates
 * trying it, the button with what a wrong answer costs, the throttle's countdown, the wrong
 * answer said, the hints — and the "trying" presence while the focus is inside.
 */
export function LockFrame({
  lock,
  disabled,
  retryIn,
  submitting,
  wrong,
  onSubmit,
  onHint,
  promptId,
  problem,
  children,
}: LockFrameProps) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const trying = useTryingPresence(lock.id);
  const hint = useStableCallback(onHint);
  const blocked = disabled || retryIn > 0;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('game.lock.formLabel')} {...trying}>
      <Typography id={promptId} sx={{ mb: 1.5 }}>
        {lock.prompt}
      </Typography>
      {children}
      {problem && (
        <Typography
          key={problem.count}
          role="alert"
          color="error"
          variant="body2"
          data-testid="lock-problem"
          sx={{ mt: 1 }}
        >
          {problem.text}
        </Typography>
      )}
      {/* Under the answer: a teammate arriving never moves the caret of one typing. */}
      <PresenceLine target={{ lockId: lock.id }} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
        <Button
          type="submit"
          variant="contained"
          disabled={blocked}
          aria-disabled={submitting || undefined}
          onClick={(event) => submitting && event.preventDefault()}
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
        {wrong && retryIn === 0 && (
          <Alert severity="error" data-testid="lock-wrong">
            {t('game.lock.wrong', { count: lock.wrongAttempts })}
          </Alert>
        )}
      </Box>
      <Hints lock={lock} disabled={disabled} onHint={hint} />
    </Box>
  );
}
