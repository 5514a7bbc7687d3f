import { useRef, useState } from 'react';
import {
  readArrangedAnswer,
  type ArrangedAnswer,
  type ArrangedForm,
} from '@coulisses/shared/game/arranged-answer';
import type { LockView } from '@coulisses/shared/game/game.schema';
import { useHoldUpdate } from '../../../lib/app-update';
import type { AttemptOutcome } from './lock-frame';

/** What the lock needs to read an arranged answer, from what the player was shown of it. */
export function arrangedFormOf(lock: LockView): ArrangedForm | undefined {
  if (lock.kind === 'order' && lock.items) return { kind: 'order', items: lock.items.map((item) => item.id) };
  if (lock.kind === 'spot' && lock.spot) return { kind: 'spot', marks: lock.spot.marks };
  if (lock.kind === 'match' && lock.match) {
    return {
      kind: 'match',
      left: lock.match.left.map((item) => item.id),
      right: lock.match.right.map((item) => item.id),
    };
  }
  return undefined;
}

/**
 * Why an arranged answer was not sent, or not judged: 'missing', the player has not finished
 * (the field says what is left, as it stands now); 'form', the answer is not one the lock
 * reads (ANSWER_FORM: it cost nothing).
 */
export type ArrangedProblem = 'missing' | 'form';

/**
 * The sending of an arranged answer, the same for an order, marks and pairs: checked here as
 * the server will (readArrangedAnswer) so that a malformed one never leaves, sent once at a
 * time, and its outcome kept — the arrangement stays on screen, refused or not, for the
 * player to see what was tried. Once the player has moved anything, a new version's reload
 * waits (docs/product.md#updates), as it does for a typed answer.
 */
export function useArrangedAttempt(
  lock: LockView,
  onAttempt: (answer: ArrangedAnswer) => Promise<AttemptOutcome>,
) {
  const [wrong, setWrong] = useState(false);
  const [problem, setProblem] = useState<{ kind: ArrangedProblem; count: number }>();
  const [submitting, setSubmitting] = useState(false);
  const [touched, setTouched] = useState(false);
  const sending = useRef(false);
  useHoldUpdate(touched);

  const say = (kind: ArrangedProblem) => {
    setWrong(false);
    setProblem((current) => ({ kind, count: (current?.count ?? 0) + 1 }));
  };

  const send = async (answer: unknown) => {
    if (sending.current) return;
    const form = arrangedFormOf(lock);
    const read = form && readArrangedAnswer(form, answer);
    if (!read) return say('form');
    sending.current = true;
    setSubmitting(true);
    setProblem(undefined);
    try {
      const outcome = await onAttempt(read);
      if (outcome === 'form') return say('form');
      setWrong(outcome === 'wrong');
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  };

  /**
   * What the lock's frame shows of this attempt: whether it is on its way, was wrong, and the
   * problem said in words (`missing`: what the form says is left; a refused form: said here).
   */
  const frame = (missing: string | undefined, formText: string) => ({
    submitting,
    wrong,
    problem:
      problem && (problem.kind === 'form' || missing !== undefined)
        ? { text: problem.kind === 'form' ? formText : missing!, count: problem.count }
        : undefined,
  });

  return {
    frame,
    /** The last answer was wrong (until the next one is sent). */
    wrong,
    problem,
    /** An answer is on its way: the arrangement waits for its outcome. */
    submitting,
    /** The player has not finished: the field says what is left. */
    sayMissing: () => say('missing'),
    send,
    /** The player moved something: the reload waits. */
    touch: () => setTouched(true),
  };
}
