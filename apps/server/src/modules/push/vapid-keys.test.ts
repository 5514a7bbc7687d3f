import webPush from 'web-push';
import { describe, expect, it } from 'vitest';
import { vapidAuthorization } from './vapid-keys.js';

const claims = (header: string) =>
  JSON.parse(Buffer.from(header.split('.')[1]!, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
  };

describe('VAPID authorization', () => {
  const keys = { ...webPush.generateVAPIDKeys(), subject: 'mailto:gm@example.org' };

  it('signs once per push service, and again only when less than an hour of the token is left', () => {
    // web-push checks the expiry against the real clock: the test clock starts there.
    let now = Math.floor(Date.now() / 1000);
    const authorization = vapidAuthorization(keys, () => now);
    const first = authorization('https://push.example.net');
    expect(first).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${keys.publicKey}$`));
    expect(claims(first)).toMatchObject({ aud: 'https://push.example.net', exp: now + 12 * 3600 });
    expect(authorization('https://push.example.net')).toBe(first);
    expect(claims(authorization('https://updates.example.com')).aud).toBe('https://updates.example.com');

    now += 10 * 3600;
    expect(authorization('https://push.example.net')).toBe(first);
    now += 1.5 * 3600;
    const renewed = authorization('https://push.example.net');
    expect(renewed).not.toBe(first);
    expect(claims(renewed).exp).toBe(Math.floor(now) + 12 * 3600);
  });
});
