import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Message } from '@coulisses/shared/message/message.schema';
import { buildApp } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { sendDueWarnings } from '../src/modules/messages/warnings.js';
import { PUSH_PAYLOAD_MAX_BYTES } from '../src/modules/push/push-payload.js';
import { readOrCreateVapidKeys } from '../src/modules/push/vapid-keys.js';
import { admin, newPlayer, newSession, startGame, transition, type TestPlayer } from './fixtures.js';
import { ENGINES, openTestDatabase, startTestServer, TestClient, type TestServer } from './helper.js';
import { startPushService, type PushService, type StandInSubscription } from './push-service.js';

/** The words the game screen shows, from the web app's translation files. */
const translations = Object.fromEntries(
  ['fr', 'en', 'es', 'gr'].map((lang) => [
    lang,
    JSON.parse(fs.readFileSync(path.join(readConfig({}).I18N_DIR, `${lang}.json`), 'utf8')).game.messages,
  ]),
);

const MINUTE = 60_000;

/** The same point with another y: 65 bytes still, no longer on P-256. */
function offTheCurve(p256dh: string): string {
  const point = Buffer.from(p256dh, 'base64url');
  point[64]! ^= 1;
  return point.toString('base64url');
}
const TIMEOUT_MS = 1000;
const RETRIES = 2;

describe.each(ENGINES)('Web Push on %s', (engine) => {
  let server: TestServer;
  let client: TestClient;
  let pushService: PushService;

  beforeAll(async () => {
    pushService = await startPushService();
    server = await startTestServer(engine, {
      PUSH_ALLOW_HTTP: 'true',
      PUSH_TIMEOUT_MS: String(TIMEOUT_MS),
      PUSH_RETRIES: String(RETRIES),
      WARNING_CHECK_SECONDS: '1',
    });
    client = new TestClient(server.url);
  });
  afterAll(async () => {
    await server.close();
    await pushService.close();
  });

  const subscriptionRows = () =>
    server.database.db.selectFrom('push_subscriptions').selectAll().orderBy('created_at').execute();
  const rowOf = async (endpoint: string) =>
    (await subscriptionRows()).find((row) => row.endpoint === endpoint);

  const subscribe = (player: TestPlayer, subscription: StandInSubscription) =>
    client.put(`/v1/players/${player.id}/push-subscription`, subscription, player.headers);

  /** A player registered in `lang` whose browser is subscribed to the stand-in. */
  async function subscribedPlayer(sessionId: string, lang = 'en') {
    const player = await newPlayer(client, sessionId, { lang });
    const subscription = pushService.subscribe();
    expect((await subscribe(player, subscription)).status).toBe(204);
    return { player, endpoint: subscription.endpoint };
  }

  const sendMessage = async (sessionId: string, body: Record<string, unknown>) => {
    const { status, body: message } = await client.post(`/v1/sessions/${sessionId}/messages`, body, admin);
    expect(status).toBe(201);
    return message as Message;
  };

  it('makes the VAPID key pair once and keeps it across restarts, even two instances starting together', async () => {
    const stored = await server.database.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'vapid_keys')
      .executeTakeFirstOrThrow();
    const keys = JSON.parse(stored.value);
    expect(keys.publicKey).toBe(server.app.push.publicKey);
    expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);

    // A restart on the same database: the same key, or every browser's subscription would break.
    const again = await buildApp(server.config, server.database);
    expect(again.push.publicKey).toBe(server.app.push.publicKey);
    await again.close();

    const fresh = await openTestDatabase(engine);
    try {
      const [first, second] = await Promise.all([
        readOrCreateVapidKeys(fresh.database.db),
        readOrCreateVapidKeys(fresh.database.db),
      ]);
      expect(second).toEqual(first);
      expect(first.publicKey).not.toBe(server.app.push.publicKey);
    } finally {
      await fresh.database.close();
      await fresh.dispose();
    }
  });

  it('GET /v1/push/public-key answers the public key to anyone', async () => {
    const { status, body } = await client.get('/v1/push/public-key');
    expect(status).toBe(200);
    expect(body).toEqual({ publicKey: server.app.push.publicKey });
    // An uncompressed P-256 point, as PushManager.subscribe's applicationServerKey wants it.
    const key = Buffer.from(body.publicKey, 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
  });

  it('PUT stores the subscription for the player, DELETE removes it, twice is fine', async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    const subscription = pushService.subscribe();
    expect((await subscribe(player, subscription)).status).toBe(204);
    expect(await rowOf(subscription.endpoint)).toMatchObject({
      player_id: player.id,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    });

    // The same browser, subscribed again by another player of it: the row moves to them.
    const other = await newPlayer(client, session.id);
    expect((await subscribe(other, subscription)).status).toBe(204);
    expect((await subscriptionRows()).filter((row) => row.endpoint === subscription.endpoint)).toEqual([
      expect.objectContaining({ player_id: other.id }),
    ]);

    const unsubscribe = (who: TestPlayer) =>
      client.request('DELETE', `/v1/players/${who.id}/push-subscription`, {
        json: { endpoint: subscription.endpoint },
        headers: who.headers,
      });
    // The first player no longer owns it: nothing of theirs to remove, and the row stays.
    expect((await unsubscribe(player)).status).toBe(204);
    expect(await rowOf(subscription.endpoint)).toBeDefined();
    expect((await unsubscribe(other)).status).toBe(204);
    expect(await rowOf(subscription.endpoint)).toBeUndefined();
    expect((await unsubscribe(other)).status).toBe(204);
  });

  it('refuses a malformed subscription with 400 VALIDATION and the field, and stores nothing', async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    const good = pushService.subscribe();
    const before = (await subscriptionRows()).length;
    const cases: [unknown, string][] = [
      [{ ...good, endpoint: 'not a url' }, 'endpoint'],
      [{ ...good, endpoint: 'ftp://127.0.0.1/push/x' }, 'endpoint'],
      [{ endpoint: good.endpoint }, 'keys'],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(1) } }, 'keys'],
      [{ ...good, keys: { ...good.keys, auth: '!'.repeat(22) } }, 'keys'],
      // The right length, but no point of the curve: nothing could be encrypted for it.
      [{ ...good, keys: { ...good.keys, p256dh: offTheCurve(good.keys.p256dh) } }, 'keys'],
    ];
    for (const [body, field] of cases) {
      const { status, body: answer } = await client.put(
        `/v1/players/${player.id}/push-subscription`,
        body,
        player.headers,
      );
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer).toMatchObject({ key: 'VALIDATION', fields: [field] });
    }
    expect((await subscriptionRows()).length).toBe(before);
  });

  it("refuses a subscription for another player's id, or without a token, and stores nothing", async () => {
    const session = await newSession(client);
    const [victim, intruder] = [await newPlayer(client, session.id), await newPlayer(client, session.id)];
    const subscription = pushService.subscribe();
    const url = `/v1/players/${victim.id}/push-subscription`;

    const withOtherToken = await client.put(url, subscription, intruder.headers);
    expect(withOtherToken.status).toBe(403);
    expect(withOtherToken.body.key).toBe('FORBIDDEN');
    const withoutToken = await client.put(url, subscription);
    expect(withoutToken.status).toBe(401);
    // Even an admin does not subscribe a player's browser.
    expect((await client.put(url, subscription, admin)).status).toBe(403);
    expect(await rowOf(subscription.endpoint)).toBeUndefined();

    await subscribe(victim, subscription);
    const removal = await client.request('DELETE', url, {
      json: { endpoint: subscription.endpoint },
      headers: intruder.headers,
    });
    expect(removal.status).toBe(403);
    expect(await rowOf(subscription.endpoint)).toBeDefined();
  });

  it('refuses an http endpoint with PUSH_ENDPOINT_REFUSED unless PUSH_ALLOW_HTTP is set', async () => {
    const strict = await startTestServer(engine);
    try {
      const strictClient = new TestClient(strict.url);
      const session = await newSession(strictClient);
      const player = await newPlayer(strictClient, session.id);
      const { status, body } = await strictClient.put(
        `/v1/players/${player.id}/push-subscription`,
        pushService.subscribe(),
        player.headers,
      );
      expect(status).toBe(400);
      expect(body).toMatchObject({ key: 'PUSH_ENDPOINT_REFUSED', fields: ['endpoint'] });
      expect(await strict.database.db.selectFrom('push_subscriptions').selectAll().execute()).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it("pushes a game master's message to each subscribed player in their own language", async () => {
    const session = await newSession(client);
    const french = await subscribedPlayer(session.id, 'fr');
    const english = await subscribedPlayer(session.id, 'en');
    const message = await sendMessage(session.id, { body: 'Regardez sous le tapis.' });

    await pushService.until(
      () =>
        pushService.receivedBy(french.endpoint).length + pushService.receivedBy(english.endpoint).length ===
        2,
    );
    const [toFrench] = pushService.receivedBy(french.endpoint);
    const [toEnglish] = pushService.receivedBy(english.endpoint);
    expect(toFrench?.payload).toEqual({
      kind: 'message',
      messageId: message.id,
      title: translations.fr.from.message,
      body: 'Regardez sous le tapis.',
      lang: 'fr',
      url: '/',
    });
    expect(toEnglish?.payload).toMatchObject({
      messageId: message.id,
      title: translations.en.from.message,
      lang: 'en',
    });
    expect(translations.fr.from.message).not.toBe(translations.en.from.message);
    // Signed with the key the browsers subscribed with; urgent, and kept an hour for an offline phone.
    expect(toFrench?.vapidKey).toBe(server.app.push.publicKey);
    expect(toFrench?.headers).toMatchObject({ urgency: 'high', ttl: '3600' });

    // A hint to one player reaches only them.
    const hint = await sendMessage(session.id, {
      kind: 'hint',
      body: 'Le tiroir.',
      playerId: french.player.id,
    });
    const everyone = await sendMessage(session.id, { body: 'Plus que quelques minutes.' });
    await pushService.until(
      () =>
        pushService.receivedBy(french.endpoint).length === 3 &&
        pushService.receivedBy(english.endpoint).length === 2,
    );
    expect(
      pushService
        .receivedBy(french.endpoint)
        .map((push) => push.payload.messageId)
        .sort(),
    ).toEqual([message.id, hint.id, everyone.id].sort());
    expect(pushService.receivedBy(english.endpoint).map((push) => push.payload.messageId)).toEqual([
      message.id,
      everyone.id,
    ]);
    const hintPush = pushService
      .receivedBy(french.endpoint)
      .find((push) => push.payload.messageId === hint.id);
    expect(hintPush?.payload).toMatchObject({
      kind: 'hint',
      title: translations.fr.from.hint,
      body: 'Le tiroir.',
    });
  });

  it('pushes a scheduled warning with the minutes left, pluralised in the player’s language', async () => {
    // Self-paced: the player's own clock, moved 50 minutes back below.
    const session = await newSession(client, { durationMinutes: 60, pacing: 'selfPaced' });
    const greek = await subscribedPlayer(session.id, 'gr');
    await startGame(client, greek.player);
    // The server's own check (every second here) finds the player 50 minutes into their game.
    await server.database.db
      .updateTable('games')
      .set({ started_at: new Date(Date.now() - 50 * MINUTE - 1000).toISOString() })
      .where('player_id', '=', greek.player.id)
      .execute();
    await pushService.until(() => pushService.receivedBy(greek.endpoint).length === 1);
    const [warning] = pushService.receivedBy(greek.endpoint);
    expect(warning?.payload).toMatchObject({
      kind: 'warning',
      title: translations.gr.from.warning,
      body: translations.gr.minutesLeft_other.replace('{{count}}', '10'),
      lang: 'el',
    });
    // Worth showing only until the time it announces; a later warning replaces it if still pending.
    expect(warning?.headers).toMatchObject({ ttl: '600', topic: 'warning' });
    const [stored] = (await client.get(`/v1/players/${greek.player.id}/messages`, greek.player.headers)).body;
    expect(warning?.payload.messageId).toBe(stored.id);

    // The same warning checked again, as another instance would: stored once, pushed once.
    await sendDueWarnings(server.database.db, server.app.events, new Date(), new Set());
    await transition(client, session.id, { action: 'finish' });
    expect(pushService.receivedBy(greek.endpoint)).toHaveLength(1);
  });

  it('deletes a subscription its push service calls gone (410 or 404), and only that one', async () => {
    const session = await newSession(client);
    const expired = await subscribedPlayer(session.id);
    const unknown = await subscribedPlayer(session.id);
    const alive = await subscribedPlayer(session.id);
    pushService.answer(expired.endpoint, { status: 410 });
    pushService.answer(unknown.endpoint, { status: 404 });

    await sendMessage(session.id, { body: 'Qui est encore là ?' });
    await pushService.until(() => pushService.receivedBy(alive.endpoint).length === 1);
    await vi.waitFor(
      async () => {
        expect(await rowOf(expired.endpoint)).toBeUndefined();
        expect(await rowOf(unknown.endpoint)).toBeUndefined();
      },
      { timeout: 5000, interval: 50 },
    );
    expect(await rowOf(alive.endpoint)).toBeDefined();
    // Gone is gone: not tried again.
    expect(pushService.attempts.get(expired.endpoint)).toBe(1);
    expect(pushService.attempts.get(unknown.endpoint)).toBe(1);
  });

  it('tries again after a 500, and after a 429 waits as long as Retry-After says', async () => {
    const session = await newSession(client);
    const flaky = await subscribedPlayer(session.id);
    const busy = await subscribedPlayer(session.id);
    pushService.answer(flaky.endpoint, { status: 500 }, { status: 201 });
    pushService.answer(busy.endpoint, { status: 429, headers: { 'retry-after': '1' } }, { status: 201 });

    const start = process.hrtime.bigint();
    const message = await sendMessage(session.id, { body: 'Encore une fois.' });
    await pushService.until(
      () =>
        pushService.receivedBy(flaky.endpoint).length === 1 &&
        pushService.receivedBy(busy.endpoint).length === 1,
    );
    expect(pushService.receivedBy(flaky.endpoint)[0]?.payload.messageId).toBe(message.id);
    expect(pushService.attempts.get(flaky.endpoint)).toBe(2);
    expect(pushService.attempts.get(busy.endpoint)).toBe(2);
    const waitedMs = Number(pushService.receivedBy(busy.endpoint)[0]!.at - start) / 1e6;
    expect(waitedMs).toBeGreaterThanOrEqual(1000);
    expect(await rowOf(flaky.endpoint)).toBeDefined();
  });

  it('a push service that never answers neither delays the API nor the other players, and is given up', async () => {
    const session = await newSession(client);
    const silent = await subscribedPlayer(session.id);
    const listening = await subscribedPlayer(session.id);
    pushService.answer(silent.endpoint, 'never');

    const start = performance.now();
    const message = await sendMessage(session.id, { body: 'Quelqu’un m’entend ?' });
    // Answered before even one push request could time out.
    expect(performance.now() - start).toBeLessThan(TIMEOUT_MS);
    // The same message pushed again, this time waiting for what became of it.
    const report = await server.app.push.send(message);
    expect(report).toMatchObject({ recipients: 2, sent: 1, failed: 1, removed: 0 });
    // The first try and each retry timed out in turn, then it was given up: both times.
    expect(report.ms).toBeGreaterThanOrEqual(TIMEOUT_MS * (RETRIES + 1));
    await pushService.until(() => pushService.attempts.get(silent.endpoint) === 2 * (RETRIES + 1));
    expect(pushService.receivedBy(listening.endpoint)).toHaveLength(2);
    // The player still finds the message in the game.
    const { body } = await client.get(`/v1/players/${silent.player.id}/messages`, silent.player.headers);
    expect(body.map((stored: Message) => stored.id)).toContain(message.id);
    expect(await rowOf(silent.endpoint)).toBeDefined();
  });

  it('cuts a body too long for a push service, with an ellipsis, and still delivers it', async () => {
    const session = await newSession(client);
    const reader = await subscribedPlayer(session.id, 'gr');
    // Longer than any the API accepts: the limit holds whatever writes a message.
    const words = 'Ο ένοχος κρύβεται πίσω από την αυλαία 🎭. '.repeat(200);
    const message: Message = {
      id: 'a-long-message',
      sessionId: session.id,
      playerId: reader.player.id,
      teamId: null,
      kind: 'message',
      body: words,
      minutesLeft: null,
      caseHint: null,
      sentAt: new Date().toISOString(),
    };
    expect(Buffer.byteLength(words)).toBeGreaterThan(4096);
    expect(await server.app.push.send(message)).toMatchObject({ recipients: 1, sent: 1 });
    const [push] = pushService.receivedBy(reader.endpoint);
    expect(push?.bytes).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES);
    expect(push?.payload.body).toMatch(/…$/);
    expect(words.startsWith(push?.payload.body.slice(0, -1))).toBe(true);
    expect(push?.payload.body.length).toBeGreaterThan(1000);
  });

  it("deleting a session deletes its players' subscriptions", async () => {
    const session = await newSession(client);
    const { endpoint } = await subscribedPlayer(session.id);
    expect((await client.request('DELETE', `/v1/sessions/${session.id}`, { headers: admin })).status).toBe(
      204,
    );
    expect(await rowOf(endpoint)).toBeUndefined();
  });
});
