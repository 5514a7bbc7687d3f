import { randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { fastifySSE } from '@fastify/sse';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_VERSION } from '@coulisses/shared/http/constants';
import type { Config } from './config.js';
import type { OpenDatabase } from './db/database.js';
import { checkDatabase } from './db/readiness-store.js';
import { scheduleWarnings } from './modules/messages/warnings.js';
import { scheduleRoomClock } from './modules/sessions/room-clock.js';
import { events } from './plugins/events.js';
import { live } from './plugins/live.js';
import { push } from './plugins/push.js';
import { resolveWithSystem, type ResolveHost } from './modules/push/push-endpoint.js';
import { adminRoutes } from './routes/v1/admins.js';
import { eventRoutes } from './routes/v1/events.js';
import { gameRoutes } from './routes/v1/game.js';
import { scenarioRoutes } from './routes/v1/scenarios.js';
import { loadScenarios, withoutFiles } from './modules/scenarios/scenarios.js';
import { caseCatalog } from './modules/cases/case-catalog.js';
import { importInstalledCases } from './modules/cases/installed-cases.js';
import { scheduleTrialSweep } from './modules/cases/trial-sweep.js';
import { caseRoutes } from './routes/v1/cases.js';
import { countEarlierRightAnswers } from './modules/game/right-answers.js';
import { readOrCreateSetting } from './modules/settings/settings.js';
import { auth } from './plugins/auth.js';
import { limits } from './plugins/limits.js';
import { clientErrorHandler, errorHandler, frameworkErrors } from './plugins/error-handler.js';
import { security } from './plugins/security.js';
import { throttleAddress } from './network.js';
import { webApp } from './plugins/web-app.js';
import { xsrf } from './plugins/xsrf.js';
import { loginRoutes } from './routes/v1/login.js';
import { playerRoutes } from './routes/v1/players.js';
import { teamRoutes } from './routes/v1/teams.js';
import { presenceRoutes } from './routes/v1/presence.js';
import { pinRoutes } from './routes/v1/pins.js';
import { pushRoutes } from './routes/v1/push.js';
import { readyRoutes } from './routes/v1/ready.js';
import { metaRoutes } from './routes/v1/meta.js';
import { sessionRoutes } from './routes/v1/sessions.js';
import { testClockRoutes } from './routes/v1/test-clock.js';

/** The one API answer that is the same for everyone, and may be kept. */

/** 64 KiB: far above any payload of the API, far below what could hurt the server. */
export const BODY_LIMIT = 64 * 1024;

/**
 * The whole application as a Fastify instance that does not listen (fastify/demo's
 * habit): server.ts listens, tests call it directly.
 */
export async function buildApp(
  config: Config,
  database: OpenDatabase,
  logStream?: NodeJS.WritableStream,
  /** The resolver push endpoints are checked with; tests give their own. */
  resolveHost: ResolveHost = resolveWithSystem,
): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    // Only the listed proxies' X-Forwarded-For is believed (trusted-proxies.ts).
    trustProxy: config.TRUST_PROXY.length > 0 ? config.TRUST_PROXY : false,
    // Refusals made before a route runs, and by Node's HTTP parser, leave as { key, message }.
    frameworkErrors,
    clientErrorHandler,
    logger: {
      level: config.LOG_LEVEL,
      ...(logStream ? { stream: logStream } : {}),
      // Credentials and tokens never reach a log line.
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.headers["x-player-token"]',
          'req.headers["x-xsrf-token"]',
          'req.body.password',
          'password',
        ],
        censor: '[redacted]',
      },
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db } = database;
  database.log = {
    warn: (error, message) =>
      app.log.warn({ code: (error as { code?: unknown }).code, reason: error.message }, message),
  };
  // docs/product.md#scenarios: an invalid case is refused with its problems; the others play on.
  const warn = (message: string) => app.log.error(message);
  const folders = await loadScenarios(config.CONTENT_DIR, warn);
  const scenarios = caseCatalog(db, withoutFiles(folders));
  // docs/decisions/0034-cases-in-the-database.md: the installed cases are published versions too.
  await importInstalledCases(db, scenarios, folders.values(), warn);
  // The accusations made before their right answers were counted rank by them too.
  await countEarlierRightAnswers(db, scenarios);
  const xsrfSecret = await readOrCreateSetting(db, 'xsrf_secret', () =>
    randomBytes(32).toString('base64url'),
  );

  await app.register(errorHandler);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Coulisses API',
        version: '1.0.0',
        description: 'The API of the Coulisses investigation game.',
      },
      components: {
        securitySchemes: {
          basic: { type: 'http', scheme: 'basic' },
          player: { type: 'apiKey', in: 'header', name: 'X-Player-Token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(security, { config });
  await app.register(xsrf, { config, secret: xsrfSecret });
  await app.register(limits, { config, database });
  await app.register(auth, { db, config });
  await app.register(live, { database });
  await app.register(push, {
    db,
    config,
    endpoints: { allowHttp: config.PUSH_ALLOW_HTTP, resolve: resolveHost },
  });
  await app.register(events);
  // Proxies close idle connections; a comment every 25 s keeps the event streams open.
  await app.register(fastifySSE, { heartbeatInterval: 25_000 });
  if (config.WARNING_CHECK_SECONDS > 0) {
    const stop = scheduleWarnings(db, app.events, config.WARNING_CHECK_SECONDS * 1000, (error) =>
      app.log.error({ err: error }, 'Scheduled warnings failed'),
    );
    app.addHook('onClose', async () => stop());
  }
  const stopRoomClock = scheduleRoomClock(db, app.events, (error) =>
    app.log.error({ err: error }, 'Finishing the sessions whose time ran out failed'),
  );
  app.addHook('onClose', async () => stopRoomClock());
  const stopTrialSweep = scheduleTrialSweep(db, app.events, (error) =>
    app.log.error({ err: error }, 'Forgetting the trials older than a day failed'),
  );
  app.addHook('onClose', async () => stopTrialSweep());

  await app.register(
    async (v1) => {
      // Hooks of this scope cover every API route, whatever spelling of its path matched.
      // Order per request: rate limit (onRequest), XSRF (preParsing: before any body is
      // read), credentials (preValidation), then the schema.
      // A client Node's HTTP parser already cut off (a malformed chunked body arriving with
      // the headers) has no address any more: nobody to answer, nothing to count, and the
      // rate limiter would throw on the missing address (docs/decisions/0016-hostile-input.md).
      v1.addHook('onRequest', (request, reply, done) => {
        if (request.raw.socket?.destroyed && request.ip === undefined) {
          reply.hijack();
          request.raw.destroy();
        }
        done();
      });
      await v1.register(rateLimit, {
        global: true,
        max: config.RATE_LIMIT_MAX,
        timeWindow: '1 minute',
        // An IPv6 host may take a new address of its /64 for each request: counted by the /64.
        keyGenerator: (request) => throttleAddress(request.ip),
        // Counted where every instance sees it; a shared store that fails lets requests through.
        ...app.limits.rateLimitOptions(),
        skipOnError: app.limits.kind !== 'memory',
      });
      v1.addHook('preParsing', app.verifyXsrf);
      await v1.register(metaRoutes, { engine: database.engine });
      await v1.register(readyRoutes, {
        engine: database.engine,
        checkDatabase: () => checkDatabase(database.db),
      });
      await v1.register(loginRoutes, { config });
      // The modules the routes call tell the live streams of their changes through `events`.
      const { events } = app;
      await v1.register(sessionRoutes, { db, scenarios, events });
      await v1.register(playerRoutes, { db, config, scenarios, events });
      await v1.register(teamRoutes, { db, scenarios, events });
      await v1.register(presenceRoutes, {
        db,
        scenarios,
        events,
        rateLimit: config.PRESENCE_RATE_LIMIT_MAX,
      });
      await v1.register(pinRoutes, { db, scenarios, events });
      await v1.register(pushRoutes, { db });
      await v1.register(gameRoutes, {
        db,
        scenarios,
        attemptRateLimit: config.ATTEMPT_RATE_LIMIT_MAX,
        events,
        live: app.live,
      });
      await v1.register(eventRoutes, { db });
      await v1.register(adminRoutes, { db });
      await v1.register(scenarioRoutes, { db, scenarios });
      await v1.register(caseRoutes, { db, catalog: scenarios });
      if (config.TEST_CLOCK_CONTROL) await v1.register(testClockRoutes, { db, events });
    },
    { prefix: `/${API_VERSION}` },
  );
  await app.register(webApp, { config });
  return app;
}
