// The framework's own ceiling (docs/product.md#performance-budgets): a bare Fastify hello-world, with the very
// fastify the server uses (resolved from apps/server), on the port given in PORT.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const Fastify = require('fastify');

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write(`bare fastify ${require('fastify/package.json').version} listening\n`);
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
