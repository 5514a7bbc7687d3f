// Starts the built server for the browser tests on a fresh embedded database.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// One folder per port, so that runs on other ports (E2E_PORT) do not share a database.
const dataDir = path.join(here, 'test-results', `server-data-${process.env.PORT ?? '8181'}`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
await import('../apps/server/dist/server.js');
