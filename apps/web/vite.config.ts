import react from '@vitejs/plugin-react';
import MagicString from 'magic-string';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { palette } from './src/app/palette.ts';
import { SANS_FALLBACKS, SERIF_FALLBACKS } from './src/app/font-fallback-faces.ts';

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

/**
 * The build renders with Preact, through its React compatibility layer, in place of React
 * and react-dom: the same components and libraries, 56 KB less gzipped JavaScript on every
 * page (docs/decisions/0024-preact-renders-the-app.md). `npm run dev` and the unit tests keep
 * React itself, for its development warnings and Fast Refresh.
 */
const preactForReact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

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
 * Lets the bundler drop library code the app never runs, from /register's JavaScript
 * (docs/product.md#performance-budgets). react-router is one module whose unused components stay in the bundle:
 * it sets their `displayName` at the top level, and creates some of them and its contexts
 * with calls the bundler cannot know are pure. Those lines go, and those calls get the
 * pure annotation. MUI's createTheme imports the builder of CSS-variables themes, which
 * app/theme.ts (no `cssVariables`, no `colorSchemes`) never calls: a stub that says so
 * stands in for it.
 */
function treeShakeLibraries(): Plugin {
  const cssVariablesTheme = /node_modules\/@mui\/material\/styles\/createThemeWithVars\.mjs$/;
  return {
    name: 'coulisses-tree-shake-libraries',
    apply: 'build',
    load(id) {
      if (!cssVariablesTheme.test(id)) return null;
      return `export default function createThemeWithVars() {
  throw new Error('CSS theme variables are left out of the build (apps/web/vite.config.ts)');
}`;
    },
    transform(code, id) {
      if (!/node_modules\/react-router\/dist\/.+\.mjs$/.test(id)) return null;
      const edited = new MagicString(code);
      for (const match of code.matchAll(/^\w+\.displayName = "[^"\n]*";$/gm)) {
        edited.remove(match.index, match.index + match[0].length);
      }
      for (const match of code.matchAll(/^var \w+ = (?=React\d*\.(?:createContext|forwardRef|memo)\()/gm)) {
        edited.appendLeft(match.index + match[0].length, '/* @__PURE__ */ ');
      }
      return { code: edited.toString(), map: edited.generateMap({ hires: true }) };
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    treeShakeLibraries(),
    fontFallbacks(),
    // The server build (`vite build --ssr`) only prerenders /register (src/app/prerender.tsx):
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
      ...(command === 'build' ? preactForReact : []),
    ],
  },
  ssr: {
    // Every package in the prerender's bundle: React's libraries (MUI, Emotion, react-router…)
    // must import Preact there too, as they do in the browser's.
    noExternal: command === 'build' ? true : ['@coulisses/shared'],
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
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
}));

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
        globIgnores: ['**/*.map'],
        // Only Vite's hashed files may go without a revision: the translation files under
        // assets/i18n keep their names from one version to the next.
        dontCacheBustURLsMatching: /^assets\/(?!i18n\/).+-[\w-]{8,}\.\w+$/,
      },
    }),
  ];
}

/** The client's bundle: how it is split and what the tree-shaker may drop. */
const clientBundle = {
  // What every page loads (main.tsx and all it imports statically) as one chunk rather
  // than fifteen: one file compresses better, and the imports between them go
  // (docs/product.md#performance-budgets). The areas loaded on demand stay in chunks of their own.
  output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
  treeshake: {
    // Only emotion's withTheme, which nothing here uses, imports it; as CommonJS, it
    // would stay in the bundle anyway (docs/product.md#performance-budgets).
    moduleSideEffects: (id: string) =>
      /node_modules\/(hoist-non-react-statics|@emotion\/react\/_isolated-hnrs)\//.test(id)
        ? false
        : undefined,
  },
};
