import { HTTPError } from 'ky';
import { readApiError } from '../../lib/api-client';

/**
 * The translation key and values saying why a sign-in was refused. A 429 says how long
 * to wait, from its Retry-After: the account's waits grow from a second to 40 s and a
 * known device's to 5 minutes (docs/decisions/0014-sign-in-and-shared-limits.md).
 */
export async function loginRefusal(error: unknown): Promise<{ key: string; count?: number }> {
  const body = await readApiError(error);
  if (body?.key === 'BAD_CREDENTIALS') return { key: 'login.failed.BAD_CREDENTIALS' };
  if (body?.key !== 'RATE_LIMITED') return { key: 'login.failed.default' };
  const seconds = error instanceof HTTPError ? Number(error.response.headers.get('retry-after')) : NaN;
  if (!Number.isFinite(seconds) || seconds <= 0) return { key: 'login.failed.RATE_LIMITED' };
  if (seconds > 90) return { key: 'login.failed.waitMinutes', count: Math.ceil(seconds / 60) };
  return { key: 'login.failed.waitSeconds', count: Math.ceil(seconds) };
}
