import ky, { HTTPError, type KyInstance } from 'ky';
import { PLAYER_TOKEN_HEADER, XSRF_COOKIE, XSRF_HEADER } from '@coulisses/shared/http/constants';
import { errorBodySchema, type ErrorBody } from '@coulisses/shared/http/error-keys';
import { apiPrefix, readApiBase } from './config';
import { clearBasicToken, getBasicToken } from './storage';
import { notifyUnauthorized } from './unauthorized';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The one HTTP client of the app (docs/product.md#api): base `{apiBase}/v1`, `Authorization: Basic`
 * whenever a token is stored, and `X-XSRF-TOKEN` echoing the XSRF-TOKEN cookie. When the
 * API is on another host its cookie cannot be read here, so the token is asked for once.
 */
export function createApiClient(apiBase: string = readApiBase()): KyInstance {
  // Absolute, so that every fetch implementation resolves it the same way.
  const prefixUrl = apiPrefix(apiBase || window.location.origin);
  let fetchedXsrf: string | undefined;

  const xsrfToken = async (): Promise<string | undefined> => {
    const fromCookie = readCookie(XSRF_COOKIE);
    if (fromCookie) return fromCookie;
    if (!fetchedXsrf) {
      const answer = await ky.get(`${prefixUrl}/xsrf`, { credentials: 'include' }).json<{ token: string }>();
      fetchedXsrf = answer.token;
    }
    return fetchedXsrf;
  };

  return ky.create({
    prefixUrl,
    credentials: apiBase ? 'include' : 'same-origin',
    retry: 0,
    timeout: 15_000,
    hooks: {
      beforeRequest: [
        async (request) => {
          const token = getBasicToken();
          if (token) request.headers.set('Authorization', `Basic ${token}`);
          if (!SAFE_METHODS.has(request.method)) {
            const xsrf = await xsrfToken();
            if (xsrf) request.headers.set(XSRF_HEADER, xsrf);
          }
        },
      ],
      afterResponse: [
        (request, _options, response) => {
          if (
            response.status === 401 &&
            request.headers.has('Authorization') &&
            !request.headers.has(PLAYER_TOKEN_HEADER)
          ) {
            clearBasicToken();
            notifyUnauthorized();
          }
          return response;
        },
      ],
    },
  });
}

export const api = createApiClient();

/** The `{ key, message }` of a failed call, or undefined when the body is not one. */
export async function readApiError(error: unknown): Promise<ErrorBody | undefined> {
  if (!(error instanceof HTTPError)) return undefined;
  try {
    const parsed = errorBodySchema.safeParse(await error.response.clone().json());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A call that failed because this device is offline (docs/product.md#offline), not because the server
 * refused it: the caller says so rather than a generic error.
 */
export function isOfflineFailure(error: unknown): boolean {
  return !navigator.onLine && !(error instanceof HTTPError);
}

/** Headers that prove who the player is, for the player's own calls. */
export const playerHeaders = (token: string) => ({ [PLAYER_TOKEN_HEADER]: token });
