import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorKey } from '@coulisses/shared/http/error-keys';
import { isDatabaseUnavailable } from '../db/database-faults.js';
import { HIDDEN_CHARACTER_ERROR } from '@coulisses/shared/text/hidden-characters';
import { CONTROL_CHARACTER_ERROR } from '@coulisses/shared/text/plain-text';
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
  FST_ERR_BAD_URL: { status: 400, key: 'BAD_URL', message: 'The URL is not validly percent-encoded' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, key: 'URL_TOO_LONG', message: 'A part of the URL is too long' },
};

/** Statuses answered by the framework or a plugin without an error of ours, and their key. */
const STATUS_KEYS: Record<number, { key: ErrorKey; message: string }> = {
  400: { key: 'BAD_REQUEST', message: 'The request is malformed' },
  404: { key: 'NOT_FOUND', message: 'Not found' },
  406: {
    key: 'NOT_ACCEPTABLE',
    message: 'This route cannot answer in the format the Accept header asks for',
  },
  408: { key: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive' },
  413: { key: 'BODY_TOO_LARGE', message: 'The body is too large' },
  414: { key: 'URL_TOO_LONG', message: 'The URL is too long' },
  415: { key: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the body as application/json' },
  429: { key: 'RATE_LIMITED', message: 'Too many requests, try again shortly' },
  431: { key: 'HEADERS_TOO_LARGE', message: 'The request headers are too large' },
};

/** A refusal for a status the API itself did not word (a plugin's, Node's HTTP parser's). */
export function refusalFor(status: number): ErrorBody {
  return { ...(STATUS_KEYS[status] ?? { key: 'BAD_REQUEST', message: 'The request is malformed' }) };
}

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
    const said = (key: string) => error.validation.some((issue) => issue.message === key);
    const why = [
      said(CONTROL_CHARACTER_ERROR) && 'control characters are not allowed',
      said(HIDDEN_CHARACTER_ERROR) && 'invisible or text-reversing characters are not allowed',
    ].filter(Boolean);
    const message = fields.length
      ? `Invalid fields: ${fields.join(', ')}${why.length ? ` (${why.join('; ')})` : ''}`
      : 'The request is invalid';
    return { status: 400, body: { key: 'VALIDATION', message, fields } };
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return { status: known.status, body: { key: known.key, message: known.message } };
  if (error.statusCode && STATUS_KEYS[error.statusCode] && error.statusCode !== 400) {
    return { status: error.statusCode, body: refusalFor(error.statusCode) };
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

/** Every error leaves as `{ key, message }` (docs/product.md#error-answers), never a stack. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorBody(error);
    if (status === 503) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', RETRY_AFTER_SECONDS);
    } else if (status >= 500) request.log.error({ err: error }, 'request failed');
    // A refusal is about this request only: no cache keeps it.
    return reply.status(status).header('cache-control', 'no-store').send(body);
  });
  // A plugin that answers a refusal itself (@fastify/sse's 406 to a client refusing
  // event streams) words it its own way: the body is replaced by the API's.
  // A callback rather than a promise: it runs on every answer (docs/product.md#performance-budgets).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (
      reply.statusCode < 400 ||
      reply.statusCode >= 500 ||
      typeof payload !== 'string' ||
      payload.startsWith('{"key":')
    ) {
      done(null, payload);
      return;
    }
    reply.type('application/json; charset=utf-8');
    done(null, JSON.stringify(refusalFor(reply.statusCode)));
  });
});

/**
 * Fastify's refusals made before any route runs (a URL that is not validly
 * percent-encoded, a path parameter over maxParamLength): Fastify's `frameworkErrors`
 * option, so that they leave as `{ key, message }` too (docs/decisions/0016-hostile-input.md).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toErrorBody(error);
  return reply.status(status).header('cache-control', 'no-store').send(body);
}

/** Node's HTTP parser errors, and the status each one answers. */
const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * What the server writes on a socket whose request Node's HTTP parser refused (malformed
 * request line, headers over the limit, a broken chunked body): `{ key, message }` as JSON,
 * when the socket can still be written to, then the connection ends. Fastify's
 * `clientErrorHandler` option.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  // As Node's own handler: nothing is written after a response has begun on this socket.
  const response = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !response?.headersSent) {
    const body = JSON.stringify(refusalFor(status));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  431: 'Request Header Fields Too Large',
};
