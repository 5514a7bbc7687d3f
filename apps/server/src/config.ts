import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { trustedProxiesSchema } from './trusted-proxies.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const defaultWebDist = path.resolve(here, '../../web/dist');
const defaultContentDir = path.resolve(here, '../../../content');
/** The web app's translation files, where push notifications find their words. */
const defaultI18nDir = path.resolve(here, '../../web/public/assets/i18n');

export const DEFAULT_PUSH_SUBJECT = 'mailto:coulisses@localhost';

const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

/**
 * Every setting the server reads, validated once at start-up: a wrong
 * value stops the server with a message that names the variable.
 */
const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .optional(),
  ADMIN_USERNAME: z.string().min(1).max(64).default('admin'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(256).optional(),
  CORS_ORIGINS: list,
  PUBLIC_API_BASE: z
    .string()
    .regex(/^(https?:\/\/[^\s]+)?$/, 'must be empty or an http(s) URL')
    .default(''),
  PUBLIC_URL: z
    .string()
    .regex(/^(https?:\/\/[^\s]+)?$/, 'must be empty or an http(s) URL')
    .default('')
    .transform((value) => value.replace(/\/+$/, '')),
  WEB_DIST: z.string().default(defaultWebDist),
  CONTENT_DIR: z.string().default(defaultContentDir),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustedProxiesSchema,
  // Several instances share their limits in PostgreSQL, or here when set (docs/decisions/0014-sign-in-and-shared-limits.md).
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z.string().max(100).default('coulisses:'),
  SECURE_COOKIES: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  // A whole class behind one school address joins within a minute.
  REGISTER_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(120),
  // docs/product.md#answer-throttle: answers per minute and address, across players. With the per-lock
  // throttle this keeps a 4-digit code out of reach of one address registering many
  // players (10,000 codes at 60 a minute: close to three hours), while a classroom
  // behind one address (30 players trying every 30 s) stays well under it.
  ATTEMPT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  // docs/product.md#team-presence: a phone says what it is on twice a second at most while
  // its caret moves, and every 10 s otherwise; a room's phones behind one address share it.
  PRESENCE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  // docs/product.md#warnings: how often the server looks for players due a "10 minutes left"; 0: never.
  WARNING_CHECK_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  DEMO_SESSION: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  // The browser tests move a session's clock on instead of waiting out real minutes
  // (docs/architecture.md, "5. Tests"). Never on in production: any admin could end a game.
  TEST_CLOCK_CONTROL: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  I18N_DIR: z.string().default(defaultI18nDir),
  // docs/product.md#push-notifications: Web Push. The subject is the contact a push service may write to about
  // this server (RFC 8292 §2.1).
  PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/, 'must be a mailto: address or an https:// URL')
    .optional(),
  // Browsers only give https endpoints on public hosts; http and loopback addresses are for
  // a push-service stand-in on this machine (docs/decisions/0016-hostile-input.md).
  PUSH_ALLOW_HTTP: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  PUSH_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(50),
  PUSH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  PUSH_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
});

/** Settings that follow from others: without PUSH_SUBJECT, the public URL when it is https. */
const withDerived = configSchema.transform((config) => ({
  ...config,
  PUSH_SUBJECT:
    config.PUSH_SUBJECT ??
    (config.PUBLIC_URL.startsWith('https://') ? config.PUBLIC_URL : DEFAULT_PUSH_SUBJECT),
}));

export type Config = z.infer<typeof withDerived>;

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = withDerived.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}
