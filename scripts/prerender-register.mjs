// Writes apps/web/dist/register.html: /register's own page as the web build wrote it, with the
// form rendered into it in the default language (docs/product.md#performance-budgets), from the
// server build of apps/web/src/register/prerender.tsx (`vite build --ssr`, in apps/web/dist-ssr/).
// The server sends it for /register (apps/server/src/plugins/web-app.ts).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The production build of what the prerender bundles, as the browser runs.
process.env.NODE_ENV ??= 'production';

const web = path.resolve(import.meta.dirname, '../apps/web');
const dist = path.join(web, 'dist');
const { renderRegisterPage } = await import(pathToFileURL(path.join(web, 'dist-ssr/prerender.js')).href);
const html = await renderRegisterPage();

// A component that waits for something renders its Suspense fallback, an empty page: the
// page must hold the form itself.
if (!html.includes('<form')) throw new Error('Prerendering /register failed: the page has no form');

const index = fs.readFileSync(path.join(dist, 'register.html'), 'utf8');
const root = '<div id="root"></div>';
if (!index.includes(root) || !index.includes('</head>')) {
  throw new Error(`dist/register.html has no ${root} or </head> to prerender /register into`);
}
// The page's stylesheets (the fonts' faces, the theme's variables and the form's rules, a few
// KB gzipped) inline: the form then paints as soon as the page has arrived, without waiting
// for another request. Its fonts are not preloaded: the text paints at once in the fallback
// face and takes its own when it arrives (font-display: swap), where a preload would hold the
// first paint back for 60 KB of fonts on a slow network (Lighthouse's LCP: 1.3 s without, 2.3 s with).
// The app, once fetched, links the same file again (it cannot know its rules are inline): a
// few KB while the player types, for a first paint that waits for nothing.
const stylesheet = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;
const cssFiles = [...index.matchAll(stylesheet)].map((match) => match[1]);
if (!cssFiles.length) throw new Error('dist/register.html links no stylesheet under /assets/');
const css = cssFiles.map((href) => fs.readFileSync(path.join(dist, href), 'utf8')).join('\n');
// The screen's own title, as the app sets it once it runs (hooks/use-document-title.ts).
const french = JSON.parse(fs.readFileSync(path.join(web, 'public/assets/i18n/fr.json'), 'utf8'));
const title = `${french.register.title} — ${french.app.name}`;
if (!index.includes('<title>Coulisses</title>'))
  throw new Error('dist/register.html has no <title> to replace');
// The browser may paint a page it has only partly parsed: the dialog then showed its title
// and first field, and grew (and, centred, moved) as the rest arrived — a layout shift of
// 0.08 to 0.2 in about one load in five. This holds the first paint until the form is
// whole: until the empty element after it has been parsed
// (docs/decisions/0021-fallback-fonts-sized-like-the-web-fonts.md). A browser without
// `rel=expect` ignores it.
const wholeForm = '<link rel="expect" href="#prerendered-end" blocking="render">';
// The page's scripts are not needed for its first paint, which the HTML and its fonts make: they
// are fetched at a low priority, after those, and take the form over once they have run
// (docs/decisions/0028-react-renders-what-ships.md).
const lowPriority = (html) =>
  html.replace(
    /<(script type="module"|link rel="modulepreload") crossorigin/g,
    '<$1 fetchpriority="low" crossorigin',
  );
const page = lowPriority(index)
  .replace('<title>Coulisses</title>', `<title>${title}</title>`)
  .replace(stylesheet, '')
  .replace('</head>', `<style>${css}</style>\n    ${wholeForm}\n  </head>`)
  .replace(root, `<div id="root">${html}</div><template id="prerendered-end"></template>`);
fs.writeFileSync(path.join(dist, 'register.html'), page);
process.stdout.write(`Prerendered /register: dist/register.html (${Math.round(page.length / 1024)} KB)\n`);
