import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, readApiError, readCookie } from './api-client';
import { onUnauthorized } from './unauthorized';
import { encodeBasicToken, setBasicToken } from './storage';

const calls: Request[] = [];

function answer(status: number, body: unknown = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      calls.push(input);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

afterEach(() => {
  calls.length = 0;
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('the HTTP client', () => {
  it('calls {apiBase}/v1 — the same origin by default', async () => {
    answer(200, []);
    await createApiClient('').get('sessions').json();
    expect(new URL(calls[0]!.url).pathname).toBe('/v1/sessions');
    await createApiClient('https://api.example.org').get('sessions').json();
    expect(calls[1]!.url).toBe('https://api.example.org/v1/sessions');
  });

  it('sends Authorization: Basic with the stored token, and nothing without one', async () => {
    answer(200, []);
    await createApiClient('').get('sessions').json();
    expect(calls[0]!.headers.get('Authorization')).toBeNull();
    setBasicToken(encodeBasicToken('admin', 'secret'));
    await createApiClient('').get('sessions').json();
    expect(calls[1]!.headers.get('Authorization')).toBe(`Basic ${btoa('admin:secret')}`);
  });

  it('echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN on state-changing calls', async () => {
    document.cookie = 'XSRF-TOKEN=abc.def; path=/';
    answer(201, {});
    await createApiClient('').post('players', { json: {} }).json();
    expect(calls[0]!.headers.get('X-XSRF-TOKEN')).toBe('abc.def');
  });

  it('asks the API for the XSRF token when its cookie cannot be read (another host)', async () => {
    answer(200, { token: 'from.api' });
    await createApiClient('https://api.example.org').post('players', { json: {} }).json();
    expect(calls[0]!.url).toBe('https://api.example.org/v1/xsrf');
    expect(calls[1]!.headers.get('X-XSRF-TOKEN')).toBe('from.api');
  });

  it('clears the token and tells every listener of a 401 to an admin call', async () => {
    const guard = vi.fn();
    const cache = vi.fn();
    const stopGuard = onUnauthorized(guard);
    const stopCache = onUnauthorized(cache);
    setBasicToken('stale');
    answer(401, { key: 'BAD_CREDENTIALS', message: 'no' });
    const error = await createApiClient('')
      .get('sessions')
      .json()
      .catch((e: unknown) => e);
    expect(localStorage.getItem('BASIC_TOKEN')).toBeNull();
    expect(guard).toHaveBeenCalledOnce();
    expect(cache).toHaveBeenCalledOnce();
    expect(await readApiError(error)).toEqual({ key: 'BAD_CREDENTIALS', message: 'no' });
    stopGuard();
    stopCache();
  });

  it('reads a cookie by name', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=x%3Dy; b=2')).toBe('x=y');
    expect(readCookie('missing', 'a=1')).toBeUndefined();
  });
});
