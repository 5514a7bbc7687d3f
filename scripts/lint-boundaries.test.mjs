// Proves that the boundaries of eslint.config.js hold: each probe is an import a file of
// the repository could write, linted with the repository's own configuration as if it sat
// at `filePath`. A crossing must be reported; an allowed import must pass without a word.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: repoRoot });
const BOUNDARY_RULES = new Set(['import-x/no-restricted-paths', 'no-restricted-imports']);

const webFeature = 'apps/web/src/features';
const serverSrc = 'apps/server/src';

async function lint(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return result.messages;
}

/** The boundary errors, one per import that crosses a boundary. */
async function crossings(filePath, code) {
  const messages = await lint(filePath, code);
  return messages.filter((message) => BOUNDARY_RULES.has(message.ruleId ?? ''));
}

const forbidden = [
  {
    name: 'the game imports the admin dashboard',
    filePath: `${webFeature}/game/components/probe.tsx`,
    code: "import { SessionDashboard } from '../../dashboard/components/session-dashboard';\nexport const probe = [SessionDashboard];\n",
    says: /game feature/,
  },
  {
    name: 'the admin dashboard, from its alerts folder, imports the game',
    filePath: `${webFeature}/dashboard/alerts/probe.tsx`,
    code: "import { GameScreen } from '../../game/components/game-screen';\nexport const probe = [GameScreen];\n",
    says: /dashboard feature/,
  },
  {
    name: 'the show screen imports the dashboard, its neighbour in the admin area',
    filePath: `${webFeature}/show/components/probe.tsx`,
    code: "import { PlayersTable } from '../../dashboard/components/players-table';\nexport const probe = [PlayersTable];\n",
    says: /show feature/,
  },
  {
    name: 'the game imports push',
    filePath: `${webFeature}/game/components/probe.tsx`,
    code: "import { PushSwitch } from '../../push/components/push-switch';\nexport const probe = [PushSwitch];\n",
    says: /game feature/,
  },
  {
    name: 'a game hook imports push by a path through its own folder',
    filePath: `${webFeature}/game/hooks/probe.ts`,
    code: "import { findSubscription } from '../../game/../push/push-device';\nexport const probe = [findSubscription];\n",
    says: /game feature/,
  },
  {
    name: 'the admin accounts page imports the auth flow',
    filePath: `${webFeature}/accounts/components/probe.tsx`,
    code: "import { loginWithDialog } from '../../auth/auth';\nexport const probe = [loginWithDialog];\n",
    says: /accounts feature/,
  },
  {
    name: 'a shared library imports a feature',
    filePath: 'apps/web/src/lib/probe.ts',
    code: "import { validateRegistration } from '../features/register/validate-registration';\nexport const probe = [validateRegistration];\n",
    says: /Shared code/,
  },
  {
    name: 'a shared component imports the app',
    filePath: 'apps/web/src/components/probe.tsx',
    code: "import { Component } from '../app/routes/game';\nexport const probe = [Component];\n",
    says: /Shared code/,
  },
  {
    name: 'a route imports the database layer',
    filePath: `${serverSrc}/routes/v1/probe.ts`,
    code: "import { openDatabase } from '../../db/database.js';\nexport const probe = [openDatabase];\n",
    says: /route/,
  },
  {
    name: "a route imports the database's types",
    filePath: `${serverSrc}/routes/v1/probe.ts`,
    code: "import type { Database } from '../../db/schema.js';\nexport type Probe = Database;\n",
    says: /route/,
  },
  {
    name: 'a route imports kysely',
    filePath: `${serverSrc}/routes/v1/probe.ts`,
    code: "import { sql } from 'kysely';\nexport const probe = [sql];\n",
    says: /route/,
  },
  {
    name: 'a module imports a route',
    filePath: `${serverSrc}/modules/game/probe.ts`,
    code: "import { gameRoutes } from '../../routes/v1/game.js';\nexport const probe = [gameRoutes];\n",
    says: /module/,
  },
  {
    name: 'a module imports a plugin',
    filePath: `${serverSrc}/modules/players/probe.ts`,
    code: "import { DEVICE_COOKIE } from '../../plugins/auth.js';\nexport const probe = [DEVICE_COOKIE];\n",
    says: /module/,
  },
  {
    name: 'the database layer imports a module',
    filePath: `${serverSrc}/db/probe.ts`,
    code: "import { gameClock } from '../modules/game/game-rules.js';\nexport const probe = [gameClock];\n",
    says: /database layer/,
  },
  {
    name: 'a store imports the rules of its module',
    filePath: `${serverSrc}/modules/game/probe-store.ts`,
    code: "import { gameClock } from './game-rules.js';\nexport const probe = [gameClock];\n",
    says: /A store/,
  },
  {
    name: 'a store imports a module of another folder',
    filePath: `${serverSrc}/modules/teams/probe-store.ts`,
    code: "import { loadGameContext } from '../game/game-context.js';\nexport const probe = [loadGameContext];\n",
    says: /A store/,
  },
];

const allowed = [
  {
    name: 'a feature imports src/lib and its own folder',
    filePath: `${webFeature}/game/components/probe.tsx`,
    code: "import { paths } from '../../../lib/paths';\nimport { GameClock } from './game-clock';\nexport const probe = [paths, GameClock];\n",
  },
  {
    name: 'the admin dashboard imports src/hooks and src/components',
    filePath: `${webFeature}/dashboard/components/probe.tsx`,
    code: "import { useOnline } from '../../../hooks/use-online';\nimport { Logo } from '../../../components/logo';\nexport const probe = [useOnline, Logo];\n",
  },
  {
    name: 'the show screen imports what the admin features share',
    filePath: `${webFeature}/show/components/probe.tsx`,
    code: "import { adminKeys } from '../../../lib/admin-api/query-keys';\nimport { useSessionLive } from '../../../hooks/admin/use-session-live';\nimport { SessionStatusChip } from '../../../components/admin/session-status-chip';\nexport const probe = [adminKeys, useSessionLive, SessionStatusChip];\n",
  },
  {
    name: 'the app composes the admin area from its features',
    filePath: 'apps/web/src/app/probe.tsx',
    code: "import { AdminLayout } from './admin-layout';\nimport { SessionsPage } from '../features/sessions/components/sessions-page';\nexport const probe = [AdminLayout, SessionsPage];\n",
  },
  {
    name: 'the app composes two features',
    filePath: 'apps/web/src/app/routes/probe.tsx',
    code: "import { GameScreen } from '../../features/game/components/game-screen';\nimport { PushSwitch } from '../../features/push/components/push-switch';\nexport const probe = [GameScreen, PushSwitch];\n",
  },
  {
    name: 'a route imports a module',
    filePath: `${serverSrc}/routes/v1/probe.ts`,
    code: "import { gameClock } from '../../modules/game/game-rules.js';\nexport const probe = [gameClock];\n",
  },
  {
    name: 'a module imports the database layer',
    filePath: `${serverSrc}/modules/game/probe.ts`,
    code: "import { openDatabase } from '../../db/database.js';\nexport const probe = [openDatabase];\n",
  },
  {
    name: 'a store imports another store and the database layer',
    filePath: `${serverSrc}/modules/teams/probe-store.ts`,
    code: "import { findSessionRow } from '../sessions/sessions-store.js';\nimport type { DataStore } from '../data-store.js';\nimport { isUniqueViolation } from '../../db/database.js';\nexport const probe = (db: DataStore) => [findSessionRow(db, 'x'), isUniqueViolation];\n",
  },
];

describe('the boundaries between the parts', () => {
  for (const probe of forbidden) {
    it(`refuses: ${probe.name}`, async () => {
      const errors = await crossings(probe.filePath, probe.code);
      assert.equal(errors.length, 1, `expected one boundary error, got ${JSON.stringify(errors)}`);
      assert.equal(errors[0].severity, 2);
      assert.match(errors[0].message, probe.says);
    });
  }

  for (const probe of allowed) {
    it(`lets through: ${probe.name}`, async () => {
      assert.deepEqual(await lint(probe.filePath, probe.code), []);
    });
  }
});

describe('only a store writes SQL', () => {
  const query = (table) =>
    `import type { DataStore } from '../data-store.js';\nexport const probe = (db: DataStore) => db.selectFrom('${table}').selectAll().execute();\n`;
  const raw =
    "import { sql } from 'kysely';\nimport type { DataStore } from '../data-store.js';\nexport const probe = (db: DataStore) => sql`select 1`.execute(db);\n";
  const sqlErrors = async (filePath, code) =>
    (await lint(filePath, code)).filter((message) => message.ruleId === 'no-restricted-syntax');

  for (const [name, code] of [
    ['a query built in a module', query('sessions')],
    ['raw SQL in a module', raw],
  ]) {
    it(`refuses: ${name}`, async () => {
      const errors = await sqlErrors(`${serverSrc}/modules/sessions/probe.ts`, code);
      assert.equal(errors.length, 1, JSON.stringify(errors));
      assert.match(errors[0].message, /Only a store/);
    });
  }

  it('refuses a transaction or a compiled query a module runs itself', async () => {
    const own =
      "import type { DataStore } from '../data-store.js';\n" +
      'export const probe = (db: DataStore) => db.transaction().execute(async () => undefined);\n';
    const errors = await sqlErrors(`${serverSrc}/modules/sessions/probe.ts`, own);
    assert.equal(errors.length, 1, JSON.stringify(errors));
    assert.match(errors[0].message, /Only a store/);
  });

  it("refuses Kysely's values in a module or a plugin, and lets its types through", async () => {
    const importErrors = async (filePath, code) =>
      (await lint(filePath, code)).filter((message) => message.ruleId === 'no-restricted-imports');
    const value =
      "import { CompiledQuery } from 'kysely';\nexport const probe = CompiledQuery.raw('select 1');\n";
    const type = "import type { Kysely } from 'kysely';\nexport type Probe = Kysely<unknown>;\n";
    for (const place of ['modules/sessions', 'plugins']) {
      const errors = await importErrors(`${serverSrc}/${place}/probe.ts`, value);
      assert.equal(errors.length, 1, `${place}: ${JSON.stringify(errors)}`);
      assert.match(errors[0].message, /Only a store/);
      assert.deepEqual(await importErrors(`${serverSrc}/${place}/probe.ts`, type), []);
    }
  });

  it('refuses a query in a route too', async () => {
    assert.equal((await sqlErrors(`${serverSrc}/routes/v1/probe.ts`, query('players'))).length, 1);
  });

  it('lets a store and a migration through', async () => {
    assert.deepEqual(await lint(`${serverSrc}/modules/sessions/probe-store.ts`, query('sessions')), []);
    assert.deepEqual(await lint(`${serverSrc}/modules/sessions/probe-store.ts`, raw), []);
    assert.deepEqual(await sqlErrors(`${serverSrc}/db/migrations/0099-probe.ts`, raw), []);
  });
});
