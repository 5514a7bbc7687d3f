import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorKey } from '@coulisses/shared/http/error-keys';
import { isDatabaseUnavailable } from '../db/database-faults.js';
import { ApiError } from '../http-error.js';

/** Fastify's own refusals, answered with a key the client can translate. */
const FASTIFY_CODES: Record<string, { status: number; key: ErrorKey; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'BAD_JSON', message: 'The body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'BAD_JSON', message: 'The JSON body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'BODY_TOO_LARGE', message: 'The body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    key: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the body as application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    key: 'BAD_JSON',
    message: 'The body length does not match its Content-Length',
  },
};

/** "/mail" or "/sessionId/0" → "mail" / "sessionId"; a missing body names no field. */
const fieldOf = (instancePath: string) => instancePath.replace(/^\//, '').split('/')[0] ?? '';

function toErrorBody(error: FastifyError): { status: number; body: ErrorBody } {
  if (error instanceof ApiError) {
    const body: ErrorBody = { key: error.key, message: error.message };
    if (error.fields) body.fields = error.fields;
    if (error.answerForm) body.answerForm = error.answerForm;
    if (error.retryAt) body.retryAt = error.retryAt.toISOString();
    return { status: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = [...new Set(error.validation.map((issue) => fieldOf(issue.instancePath)))].filter(Boolean);
    const message = fields.length ? `Invalid fields: ${fields.join(', ')}` : 'The request is invalid';
    return { status: 400, body: { key: 'VALIDATION', message, fields } };
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return { status: known.status, body: { key: known.key, message: known.message } };
  if (error.statusCode === 429) {
    return { status: 429, body: { key: 'RATE_LIMITED', message: 'Too many requests, try again shortly' } };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, body: { key: 'VALIDATION', message: error.message } };
  }
  if (isDatabaseUnavailable(error)) return DATABASE_UNAVAILABLE;
  return { status: 500, body: { key: 'INTERNAL', message: 'Something went wrong on the server' } };
}

/** docs/decisions/0013-database-faults.md: an outage is the client's to wait out, not a bug. */
export const DATABASE_UNAVAILABLE = {
  status: 503,
  body: { key: 'DATABASE_UNAVAILABLE', message: 'The database is unavailable; try again in a moment' },
} as const satisfies { status: number; body: ErrorBody };
/** Seconds a client is told to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/** Every error leaves as `{ key, message }` (issue 2 "Error answers"), never a stack. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorBody(error);
    if (status === 503) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', RETRY_AFTER_SECONDS);
    } else if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(body);
  });
});
