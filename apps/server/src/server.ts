import { openDatabase } from './db/database.js';
import { buildApp } from './app.js';
import { ConfigError, readConfig } from './config.js';
import { lanAddresses } from './network.js';
import { ensureFirstAdmin } from './modules/admins/admins.js';
import { ensureDemoSession } from './modules/sessions/demo-session.js';
import { formatJoinCode } from '@coulisses/shared/session/join-code';

/** Starts Coulisses: configuration, database and migrations, first admin, demo session. */
async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    schema: config.DATABASE_SCHEMA,
    dataDir: config.DATA_DIR,
  });
  const app = await buildApp(config, database);

  const first = await ensureFirstAdmin(database.db, config.ADMIN_USERNAME, config.ADMIN_PASSWORD);
  const demo = config.DEMO_SESSION ? await ensureDemoSession(database.db) : undefined;

  // A class joining at once opens thousands of connections: a longer accept queue makes
  // them wait instead of being dropped and retried seconds later (bench/session.mjs).
  // The kernel caps it at net.core.somaxconn.
  await app.listen({ port: config.PORT, host: config.HOST, backlog: 4096 });
  const shown = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const url = `http://${shown}:${config.PORT}`;
  const lines = [
    '',
    `  Coulisses is running on ${url} (${database.engine === 'sqlite' ? `SQLite in ${config.DATA_DIR}` : 'PostgreSQL'})`,
  ];
  const lan = lanAddresses(config.HOST).map((address) => `http://${address}:${config.PORT}`);
  if (lan.length) lines.push(`  Phones on this network can join at ${lan.join(' or ')}`);
  if (demo)
    lines.push(`  Demo session join code: ${formatJoinCode(demo.id)}   ${url}/register?session=${demo.id}`);
  if (first?.generatedPassword) {
    lines.push(
      `  Admin account created: ${first.admin.username} / ${first.generatedPassword}`,
      '  (shown this once: note it now, or set ADMIN_PASSWORD before the first start)',
    );
  }
  lines.push(`  Admin area: ${url}/admin`, '');
  // Printed, not logged: the generated password must not end up in a log store.
  process.stdout.write(`${lines.join('\n')}\n`);

  const stop = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Coulisses could not start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
