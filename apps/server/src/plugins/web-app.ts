import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { lanUrl } from '../network.js';
import { ApiError } from '../http-error.js';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Fills the run-time settings the client reads from index.html's meta tags: the API base,
 * the public URL for join links, and this machine's LAN address (a join link made by a
 * game master on localhost must still open on the players' phones).
 */
function renderIndex(html: string, config: Config): string {
  const values: Record<string, string> = {
    'coulisses-api-base': config.PUBLIC_API_BASE,
    'coulisses-public-url': config.PUBLIC_URL,
    'coulisses-lan-url': lanUrl(config.HOST, config.PORT) ?? '',
  };
  return Object.entries(values).reduce(
    (page, [name, value]) =>
      page.replace(
        new RegExp(`<meta name="${name}" content="[^"]*"\\s*/?>`),
        `<meta name="${name}" content="${escapeAttribute(value)}" />`,
      ),
    html,
  );
}

/** A page as sent: its HTML, and its brotli and gzip copies, made once at start. */
interface Page {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

const compressedPage = (html: string): Page => ({
  html,
  br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: zlib.gzipSync(html, { level: 9 }),
});

/**
 * Sends a page compressed when the browser accepts it: the prerendered /register is 38 KB
 * of HTML, 7 KB in brotli. On a slow network the whole form then arrives in one round trip,
 * rather than painting part by part as it arrives, the dialog growing and moving each time
 * (docs/product.md#performance-budgets: Lighthouse's layout shift).
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
  // Added to what CORS may already vary on (Origin), not in its place.
  const vary = reply.getHeader('vary');
  reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (encoding === 'br' || encoding === 'gzip') {
    return reply.header('Content-Encoding', encoding).send(page[encoding]);
  }
  return reply.send(page.html);
}

/**
 * Serves the built SPA with a history fallback: any GET outside /v1 that is not a file
 * answers index.html, and the client router decides (docs/product.md#routes: "any other path").
 */
export const webApp = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const indexFile = path.join(config.WEB_DIST, 'index.html');
  const index = fs.existsSync(indexFile)
    ? compressedPage(renderIndex(fs.readFileSync(indexFile, 'utf8'), config))
    : undefined;
  // /register, a page of its own prerendered by the web build (apps/web/src/register/prerender.tsx):
  // the form shows before the app's JavaScript has run. Without it, index.html as for any page.
  const registerFile = path.join(config.WEB_DIST, 'register.html');
  const registerPage =
    index !== undefined && fs.existsSync(registerFile)
      ? compressedPage(renderIndex(fs.readFileSync(registerFile, 'utf8'), config))
      : index;
  if (!index) {
    app.log.warn(`No built web app at ${config.WEB_DIST}: serving the API only (run npm run build)`);
  } else {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST,
      index: false,
      wildcard: true,
      // The web build writes .br and .gz copies of its files under assets/ (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const relative = path.relative(config.WEB_DIST, filePath).split(path.sep).join('/');
        // Vite's hashed chunks never change; everything else must be revalidated.
        const hashed = /^assets\/(?!i18n\/).+-[\w-]{8,}\.\w+$/.test(relative);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // index.html is never sent as the raw file: it always carries the run-time API base.
    app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, index));
    app.get('/index.html', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, index));
    for (const url of ['/register', '/register.html']) {
      app.get(url, { schema: { hide: true } }, (request, reply) =>
        sendPage(request, reply, registerPage ?? index),
      );
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      index !== undefined &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/v1/') &&
      !/\.\w+($|\?)/.test(request.url.split('?')[0] ?? '');
    if (!wantsPage)
      throw new ApiError(404, 'NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`);
    return sendPage(request, reply, index);
  });
});
