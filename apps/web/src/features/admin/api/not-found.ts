import { HTTPError } from 'ky';

/** The server answered 404: what was asked for does not exist (any more). */
export const isNotFound = (error: unknown): boolean =>
  error instanceof HTTPError && error.response.status === 404;
