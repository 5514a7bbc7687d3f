import i18next from 'i18next';
import { HTTPError } from 'ky';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../public/assets/i18n/en.json';
import fr from '../../../public/assets/i18n/fr.json';
import { loginRefusal } from './login-refusal';

function refused(status: number, key: string, headers: Record<string, string> = {}) {
  const request = new Request('http://localhost/v1/login', { method: 'POST' });
  const response = new Response(JSON.stringify({ key, message: 'no' }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
  return new HTTPError(response, request, {} as never);
}

const say = async (error: unknown, lng: string) => {
  const { key, count } = await loginRefusal(error);
  return i18next.t(key, { count, lng });
};

describe('the sign-in refusal the game master reads', () => {
  beforeAll(async () => {
    await i18next.init({ resources: { en: { translation: en }, fr: { translation: fr } }, lng: 'en' });
  });

  it('says how long to wait, from Retry-After, in the reader’s language', async () => {
    expect(await say(refused(429, 'RATE_LIMITED', { 'retry-after': '8' }), 'en')).toBe(
      'Too many sign-in attempts. Try again in 8 seconds.',
    );
    expect(await say(refused(429, 'RATE_LIMITED', { 'retry-after': '1' }), 'fr')).toBe(
      'Trop de tentatives de connexion. Réessayez dans 1 seconde.',
    );
    expect(await say(refused(429, 'RATE_LIMITED', { 'retry-after': '240' }), 'en')).toBe(
      'Too many sign-in attempts. Try again in 4 minutes.',
    );
  });

  it('keeps the general words without Retry-After, and tells a wrong password apart', async () => {
    expect(await say(refused(429, 'RATE_LIMITED'), 'en')).toBe(en.login.failed.RATE_LIMITED);
    expect(await say(refused(401, 'BAD_CREDENTIALS'), 'en')).toBe(en.login.failed.BAD_CREDENTIALS);
    expect(await say(new TypeError('offline'), 'en')).toBe(en.login.failed.default);
  });
});
