import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { palette, THEME_VARIABLES } from './src/app/palette.ts';
import { SANS_FALLBACKS, SERIF_FALLBACKS } from './src/app/font-fallback-faces.ts';
import { SANS_STACK, SERIF_STACK } from './src/app/fonts.ts';

/**
 * docs/product.md#installable-app: what a browser needs to install the app; the icons come from
 * scripts/make-icons.mjs.
 */
const webAppManifest: Partial<ManifestOptions> = {
  name: 'Coulisses',
  short_name: 'Coulisses',
  description: 'Une enquête en coulisses, à résoudre avant le lever de rideau.',
  lang: 'fr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: palette.night,
  background_color: palette.night,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
};

/** react-router's production build (the same version, without its development warnings). */
const reactRouterProduction = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** What @capsizecss/metrics gives of a font, in its own units. */
interface FontMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * Fills app/font-fallbacks.css with the `@font-face` rules of the local fonts that stand in
 * for the web fonts (app/fonts.ts), each resized to the web font it stands for: its average
 * character width (size-adjust), then its height above and below the baseline and its line
 * gap (the overrides), so that text set in it takes the room the web font will take and the
 * web font's arrival moves nothing (docs/decisions/0021-fallback-fonts-sized-like-the-web-fonts.md).
 */
function fontFallbacks(): Plugin {
  const file = /\/src\/app\/font-fallbacks\.css$/;
  const metrics = async (name: string): Promise<FontMetrics> =>
    ((await import(`@capsizecss/metrics/${name}`)) as { default: FontMetrics }).default;
  return {
    name: 'coulisses-font-fallbacks',
    async load(id) {
      if (!file.test(id)) return null;
      const rules = [];
      for (const { family, faces } of [...SANS_FALLBACKS, ...SERIF_FALLBACKS]) {
        for (const face of faces) {
          const webFont = await metrics(face.metrics.webFont);
          const local = await metrics(face.metrics.local);
          const sizeAdjust = webFont.xWidthAvg / webFont.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
          const scaled = (value: number) => percent(Math.abs(value) / webFont.unitsPerEm / sizeAdjust);
          rules.push(`@font-face {
  font-family: "${family}";
  font-style: normal;
  font-weight: ${face.weight};
  src: ${face.names.map((name) => `local("${name}")`).join(', ')};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${scaled(webFont.ascent)};
  descent-override: ${scaled(webFont.descent)};
  line-gap-override: ${scaled(webFont.lineGap)};
}`);
        }
      }
      return `${fs.readFileSync(id.replace(/\?.*$/, ''), 'utf8')}${rules.join('\n')}\n`;
    },
  };
}

/**
 * Writes a brotli and a gzip copy beside each text file in assets/, which the server
 * sends to browsers that accept them (@fastify/static's preCompressed): the JavaScript of
 * /register travels as about a third of its size (docs/product.md#performance-budgets).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'coulisses-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        // Only what Vite writes under assets/ (and the translations): a copy of sw.js or
        // index.html would go stale whenever the file is rewritten after the build.
        const files = fs.readdirSync(path.join(outDir, 'assets'), { recursive: true, encoding: 'utf8' });
        for (const name of files.filter((file) => /\.(js|css|svg|json)$/.test(file))) {
          const file = path.join('assets', name);
          const source = fs.readFileSync(path.join(outDir, file));
          if (source.length < 1024) continue;
          fs.writeFileSync(path.join(outDir, `${file}.gz`), zlib.gzipSync(source, { level: 9 }));
          fs.writeFileSync(
            path.join(outDir, `${file}.br`),
            zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      },
    },
  };
}

/**
 * Fills app/theme-variables.css with the theme's tokens (app/palette.ts) and its two font
 * stacks (app/fonts.ts) as CSS custom properties on `:root`: what is drawn without MUI,
 * /register's form, takes the theme's look from one list
 * (docs/decisions/0028-react-renders-what-ships.md).
 */
function themeVariables(): Plugin {
  const file = /\/src\/app\/theme-variables\.css$/;
  return {
    name: 'coulisses-theme-variables',
    load(id) {
      if (!file.test(id)) return null;
      const variables = { ...THEME_VARIABLES, '--sans': SANS_STACK, '--serif': SERIF_STACK };
      const rules = Object.entries(variables).map(([name, value]) => `  ${name}: ${value};`);
      return `${fs.readFileSync(id.replace(/\?.*$/, ''), 'utf8')}:root {\n${rules.join('\n')}\n}\n`;
    },
  };
}

/**
 * A worker has no document: the packages that ship a browser build reading one, and a build
 * of their own for workers, are given the latter in the case checks' worker
 * (features/cases/editor/case-check-worker.ts).
 */
function workerBuilds(): Plugin {
  // Node's resolution takes a package's default entry, the one without a document.
  const resolve = createRequire(import.meta.url).resolve;
  const forWorkers = new Set(['decode-named-character-reference']);
  return {
    name: 'coulisses-worker-builds',
    enforce: 'pre',
    resolveId(source) {
      return forWorkers.has(source) ? resolve(source) : null;
    },
  };
}

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  worker: { format: 'es', plugins: () => [workerBuilds()] },
  plugins: [
    react(),
    fontFallbacks(),
    themeVariables(),
    // The server build (`vite build --ssr`) only prerenders /register (src/register/prerender.tsx):
    // no service worker, no compressed copies of its own.
    ...(isSsrBuild ? [] : clientOnlyPlugins()),
  ],
  resolve: {
    // Read the shared package's TypeScript sources directly.
    conditions: ['coulisses-source', 'module', 'browser', 'development|production'],
    // react-router's package exports only its development build, whose warnings and their
    // checks stay in the bundle; the production build beside it leaves them out
    // (docs/product.md#performance-budgets).
    alias: [
      ...(command === 'build' && !isSsrBuild
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  ssr: {
    // The prerender imports React, react-dom/server and i18next from node_modules as Node
    // runs them; only the shared package's TypeScript is bundled.
    noExternal: ['@coulisses/shared'],
    resolve: { conditions: ['coulisses-source', 'module', 'node', 'development|production'] },
  },
  server: {
    proxy: { '/v1': 'http://localhost:8080' },
  },
  build: {
    target: 'es2022',
    sourcemap: !isSsrBuild,
    rolldownOptions: isSsrBuild ? {} : clientBundle,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // Both cores: a file's time is mostly its jsdom and its imports, which run side by side.
    maxWorkers: 2,
    // Read only when the tests run, not at each build.
    projects: mode === 'test' ? testProjects() : [],
  },
}));

const TESTS = 'src/**/*.test.{ts,tsx}';

/**
 * What makes a test file leave state in its module graph that the next file would read: a
 * module replaced with vi.mock, or the app's own i18next set up (whose options keep the
 * resources it was given, and hand them to the next set-up).
 */
const LEAVES_STATE = /\bvi\.mock\(|\bsetupAppTranslations\(|\bsetupI18n\(/;

/** The test files, in two projects by whether they leave state behind (found by reading them). */
function testProjects(): TestProjectConfiguration[] {
  const apart = fs
    .readdirSync(path.join(import.meta.dirname, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `src/${file.split(path.sep).join('/')}`)
    .filter((file) => LEAVES_STATE.test(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')));
  return [
    // Such a file has a module graph of its own.
    { extends: true, test: { name: 'apart', include: apart, isolate: true } },
    // The others share their worker's: loading React, MUI and jsdom once for many files is
    // most of the time the tests save (timed by bench/test-suite.mjs).
    { extends: true, test: { name: 'shared', include: [TESTS], exclude: apart, isolate: false } },
  ];
}

function clientOnlyPlugins() {
  return [
    precompress(),
    // The service worker is built from src/sw.ts and registered by the app itself
    // (src/lib/service-worker.ts, docs/product.md#service-worker); the manifest makes the app installable.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webAppManifest,
      includeManifestIcons: false,
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: [
          '**/*.{js,css,html,svg}',
          // The notification's icon and badge; the larger icons serve installing only.
          'icons/{icon-192,badge-96,apple-touch-icon}.png',
          // The subsets the four languages need (fr, en, es and Greek); the browser loads
          // the others only for a character they hold, and can do without them offline.
          'assets/*-{latin,greek}-[0-9]*.woff2',
          'assets/i18n/*.json',
        ],
        // /register's own page is rewritten after this list is made (its prerender), and
        // carries the server's run-time settings: the worker fetches it (src/sw.ts).
        globIgnores: ['**/*.map', 'register.html'],
        // Only Vite's hashed files may go without a revision: the translation files under
        // assets/i18n keep their names from one version to the next.
        dontCacheBustURLsMatching: /^assets\/(?!i18n\/).+-[\w-]{8,}\.\w+$/,
      },
    }),
  ];
}

/**
 * The client's bundle: two pages. /register is a page of its own, one form drawn with React
 * and no MUI, Emotion or router (src/register/main.tsx); every other path is the app
 * (src/main.tsx), which /register loads once a player has begun to fill the form in
 * (docs/decisions/0028-react-renders-what-ships.md).
 */
const clientBundle = {
  input: {
    index: path.resolve(import.meta.dirname, 'index.html'),
    register: path.resolve(import.meta.dirname, 'register.html'),
  },
  // React's renderer in a chunk named for it, which both pages share.
  output: {
    codeSplitting: { groups: [{ name: 'react', test: /node_modules\/(react|react-dom|scheduler)\// }] },
  },
  treeshake: {
    // Only emotion's withTheme, which nothing here uses, imports it; as CommonJS, it
    // would stay in the bundle anyway (docs/product.md#performance-budgets).
    moduleSideEffects: (id: string) =>
      /node_modules\/(hoist-non-react-statics|@emotion\/react\/_isolated-hnrs)\//.test(id)
        ? false
        : undefined,
  },
};
