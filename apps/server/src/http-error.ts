import type { AnswerForm } from '@coulisses/shared/game/answer-form';
import type { ErrorKey } from '@coulisses/shared/http/error-keys';

/** A refusal the API answers as `{ key, message }` with its status code. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: ErrorKey,
    message: string,
    readonly fields?: string[],
    /** For ANSWER_FORM: the form the answer must have. */
    readonly answerForm?: AnswerForm,
    /** For LOCK_THROTTLED: when the next answer is accepted. */
    readonly retryAt?: Date,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(404, 'NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'Not allowed') => new ApiError(403, 'FORBIDDEN', message);
