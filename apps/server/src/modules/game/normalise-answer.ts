import { foldAnswer } from '@coulisses/shared/game/answer-form';

/**
 * Answers are compared after normalising case, accents (Greek tonos and dialytika
 * included), final sigma, spaces and punctuation — "L. Moreau", "l moreau" and "LMOREAU"
 * are one answer; so are "Μορό" and "ΜΟΡΟ". What else is forgiven depends on the lock's
 * form (docs/decisions/0009-answers-forgiven-their-form.md).
 */
export const normaliseAnswer = foldAnswer;

// The judges live in the shared package, where the case check reads them too: the game
// engine and the check forgive an answer's form alike.
export {
  arrangedFormOf,
  isMarkIn,
  lockAnswerForm,
  lockJudge,
  SPOT_TOLERANCE,
  type LockJudge,
} from '@coulisses/shared/game/lock-judge';
