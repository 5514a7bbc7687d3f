import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = 'apps/web/src';
const server = 'apps/server/src';
// Read from the disk, so that a new feature is fenced in from its first file.
const features = readdirSync(`${import.meta.dirname}/${web}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const thinRoutes =
  'A route declares the HTTP contract and calls a module; the queries and the database types stay in the modules.';

/**
 * Boundaries between the parts (docs/architecture.md, "Direction of imports"). A zone
 * names the files it applies to (`target`) and the folders they may not import
 * (`from`), wherever the importing file sits: the path is resolved, not read as text.
 */
const zones = [
  // A feature changes without breaking another. There is no exception, auth included:
  // what two features share lives in src/lib, src/hooks or src/components (the admin's
  // sign-out is dropping the token of lib/storage.ts), and features meet only where the
  // app composes them (src/app: the game route hands the game screen its push switch).
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: `The ${feature} feature may use only its own folder and the shared src/lib, src/hooks, src/components; what features share moves there, and src/app composes features.`,
  })),
  {
    target: [`${web}/lib`, `${web}/hooks`, `${web}/components`],
    from: [`${web}/features`, `${web}/app`],
    message:
      'Shared code serves every feature, so it may not depend on one of them nor on the app that composes them.',
  },
  {
    target: `${server}/routes`,
    from: `${server}/db`,
    message: thinRoutes,
  },
  {
    target: `${server}/modules`,
    from: [`${server}/routes`, `${server}/plugins`],
    message:
      'A module holds the rules, callable without HTTP (tests, the command line): it may not import a route or a plugin.',
  },
  {
    // A store reads and writes its tables and knows nothing of the rules built on them.
    target: `${server}/modules/**/*-store.ts`,
    from: [`${server}/modules/**/!(*-store).ts`, `${server}/routes/**`, `${server}/plugins/**`],
    message:
      'A store reads and writes its tables: it may import other stores and the database layer, never a module, a route or a plugin.',
  },
  {
    target: `${server}/db`,
    from: [`${server}/modules`, `${server}/routes`, `${server}/plugins`],
    message:
      'The database layer opens, migrates and types the tables; it may not import what is built on it.',
  },
  {
    target: 'packages/shared/src',
    from: ['apps'],
    message: 'The shared package is imported by both apps and imports neither.',
  },
];

/** One name for a thing, the same at every import. */
const namedExports = {
  selector: 'ExportDefaultDeclaration',
  message: 'Use named exports: one name for a thing, the same at every import.',
};

const storeOnlyMessage = 'Only a store (*-store.ts) writes SQL: ask the store of that table.';

/** The query builder's ways into a table, a transaction, and raw SQL: written in a store only. */
const storesOnly = [
  {
    selector:
      'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|with|withRecursive)$/]',
    message: storeOnlyMessage,
  },
  {
    selector: 'TaggedTemplateExpression[tag.name="sql"]',
    message: storeOnlyMessage,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', namedExports],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The server imports its TypeScript files by their built name (`./x.js`), the web
      // app without an extension: both must resolve for a zone to see the import.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
    },
  },
  {
    files: [`${server}/routes/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', message: thinRoutes }],
          patterns: [{ group: ['kysely/*'], message: thinRoutes }],
        },
      ],
    },
  },
  {
    // Only a store speaks SQL (docs/architecture.md, "Boundaries, checked by lint"): a module
    // asks a store, so that every query of a table is found beside the others.
    files: [`${server}/**/*.ts`],
    ignores: [`${server}/**/*-store.ts`, `${server}/db/migrations/**`],
    rules: {
      'no-restricted-syntax': ['error', namedExports, ...storesOnly],
    },
  },
  {
    // A module, a plugin or a route holds the database only to hand it to a store: it runs
    // no query and no transaction of its own on it; the database layer (db/) and the stores
    // do (docs/architecture.md, "Boundaries, checked by lint").
    files: [`${server}/modules/**/*.ts`, `${server}/plugins/**/*.ts`, `${server}/routes/**/*.ts`],
    ignores: [`${server}/**/*-store.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        namedExports,
        ...storesOnly,
        {
          selector: 'CallExpression[callee.property.name=/^(executeQuery|transaction|connection)$/]',
          message: storeOnlyMessage,
        },
      ],
    },
  },
  {
    // Kysely's types, never its values, outside the stores (the routes import none at all).
    files: [`${server}/modules/**/*.ts`, `${server}/plugins/**/*.ts`],
    ignores: [`${server}/**/*-store.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', allowTypeImports: true, message: storeOnlyMessage }],
          patterns: [{ group: ['kysely/*'], allowTypeImports: true, message: storeOnlyMessage }],
        },
      ],
    },
  },
  {
    // A file with one job reads in one sitting; a longer one holds several.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    rules: {
      'max-lines': ['error', { max: 400 }],
    },
  },
  {
    files: ['**/*.config.{ts,js}', 'e2e/**/*.ts', '**/test/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
