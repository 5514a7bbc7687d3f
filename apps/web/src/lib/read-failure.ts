import type { ErrorBody, ErrorKey } from '@coulisses/shared/http/error-keys';
import type { TFunction } from 'i18next';
import { readApiError } from './api-client';

/** A failed call as the screen that made it reads it. */
export interface Failure {
  /** The server's refusal, when it refused (docs/product.md#error-answers). */
  refusal: ErrorBody | undefined;
  /** What to tell the reader; none when the sign-in dialog is back to say it (BAD_CREDENTIALS). */
  message: string | undefined;
}

/**
 * Reads a failed call once: the refusal's key in the reader's words (`say`, by default its
 * `errors.` text), or `fallback` when the call failed without a refusal (the network, a
 * server that did not answer). A BAD_CREDENTIALS says nothing here: the API client has
 * already brought the sign-in dialog back.
 */
export async function readFailure(
  error: unknown,
  t: TFunction,
  fallback: string,
  say: (key: ErrorKey) => string = (key) => t(`errors.${key}`),
): Promise<Failure> {
  const refusal = await readApiError(error);
  if (refusal?.key === 'BAD_CREDENTIALS') return { refusal, message: undefined };
  return { refusal, message: refusal ? say(refusal.key as ErrorKey) : fallback };
}
