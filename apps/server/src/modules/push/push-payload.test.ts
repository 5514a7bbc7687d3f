import { describe, expect, it } from 'vitest';
import type { PushPayload } from '@coulisses/shared/push/push.schema';
import { encodePushPayload } from './push-payload.js';

const payload = (body: string): PushPayload => ({
  kind: 'message',
  messageId: '6f1c2a9e-0000-4000-8000-000000000000',
  title: 'Message from the game master',
  body,
  lang: 'en',
  url: '/',
});

describe('push payload', () => {
  it('leaves a payload that fits as it is', () => {
    expect(JSON.parse(encodePushPayload(payload('Look under the rug.')))).toEqual(
      payload('Look under the rug.'),
    );
  });

  it('cuts a long body with an ellipsis, as close to the limit as it can, never inside a character', () => {
    // A family emoji is one character of 25 bytes: a cut inside it would show garbage.
    const body = 'Who did it? 👨‍👩‍👧‍👦 '.repeat(100);
    const encoded = encodePushPayload(payload(body), 1000);
    expect(Buffer.byteLength(encoded)).toBeLessThanOrEqual(1000);
    expect(Buffer.byteLength(encoded)).toBeGreaterThan(1000 - 30);
    const cut = JSON.parse(encoded).body as string;
    expect(cut).toMatch(/👨‍👩‍👧‍👦…$|it\?…$|Who…$|did…$/);
    expect(body.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('counts JSON escapes and multi-byte letters, not characters', () => {
    const encoded = encodePushPayload(payload('"\\'.repeat(400) + 'Ωραία'.repeat(200)), 1200);
    expect(Buffer.byteLength(encoded)).toBeLessThanOrEqual(1200);
    expect(JSON.parse(encoded).body).toMatch(/…$/);
  });
});
