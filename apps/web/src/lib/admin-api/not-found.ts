import { HTTPError } from 'ky';

/** The server answered 404: what was asked for does not exist (any more). */
export const isNotFound = (error: unknown): boolean =>
  error instanceof HTTPError && error.response.status === 404;

/** Runs a removal for which "already gone" (someone removed it first) is what was asked. */
export async function removeOrGone(remove: () => Promise<unknown>): Promise<void> {
  try {
    await remove();
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}
