// Writes apps/web/dist/register.html: the built index.html with /register rendered into it
// (docs/product.md#performance-budgets), from the server build of apps/web/src/app/prerender.tsx (`vite build --ssr`,
// in apps/web/dist-ssr/). The server sends it for /register (apps/server/src/plugins/web-app.ts).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The production build of what the prerender bundles, as the browser runs.
process.env.NODE_ENV ??= 'production';

const web = path.resolve(import.meta.dirname, '../apps/web');
const dist = path.join(web, 'dist');
const { renderRegisterPage } = await import(pathToFileURL(path.join(web, 'dist-ssr/prerender.js')).href);
const { html, styles } = await renderRegisterPage();

// A component that throws, or waits for something (a lazy module), fails the render, and the
// build with it: Preact's server renderer has no boundary to fall back to
// (docs/decisions/0024-preact-renders-the-app.md). The page must hold the form itself.
if (!html.includes('<form')) throw new Error('Prerendering /register failed: the page has no form');

const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const root = '<div id="root"></div>';
if (!index.includes(root) || !index.includes('</head>')) {
  throw new Error(`dist/index.html has no ${root} or </head> to prerender /register into`);
}
// The app's stylesheet (the fonts' faces and a few global rules, 2 KB gzipped) inline: the
// form then paints as soon as the page has arrived, without waiting for a second request.
// Its fonts are not preloaded: the text paints at once in the fallback face and takes its
// own when it arrives (font-display: swap), where a preload would hold the first paint
// back for 60 KB of fonts on a slow network (Lighthouse's LCP: 1.3 s without, 2.3 s with).
const stylesheet = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;
const cssHref = stylesheet.exec(index)?.[1];
if (!cssHref) throw new Error('dist/index.html links no stylesheet under /assets/');
const css = fs.readFileSync(path.join(dist, cssHref), 'utf8');
// The screen's own title, as the app sets it once it runs (hooks/use-document-title.ts).
const french = JSON.parse(fs.readFileSync(path.join(web, 'public/assets/i18n/fr.json'), 'utf8'));
const title = `${french.register.title} — ${french.app.name}`;
if (!index.includes('<title>Coulisses</title>')) throw new Error('dist/index.html has no <title> to replace');
// The browser may paint a page it has only partly parsed: the dialog then showed its title
// and first field, and grew (and, centred, moved) as the rest arrived — a layout shift of
// 0.08 to 0.2 in about one load in five. This holds the first paint until the form is
// whole: until the empty element after it has been parsed
// (docs/decisions/0021-fallback-fonts-sized-like-the-web-fonts.md). A browser without
// `rel=expect` ignores it.
const wholeForm = '<link rel="expect" href="#prerendered-end" blocking="render">';
// Emotion's cache, created as the app starts, moves every server-rendered style element it
// finds without `data-s` to the end of the head, out of the way of a hydration that would
// meet them in the body. These are in the head already: moved, each is taken out and put
// back, and the page's styles are matched anew (docs/product.md#performance-budgets). `data-s` is how Emotion marks a style element as already placed.
const placedStyles = styles.replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
if (placedStyles === styles) throw new Error('The prerendered page has no Emotion style element to mark');
const page = index
  .replace('<title>Coulisses</title>', `<title>${title}</title>`)
  .replace(stylesheet, `<style>${css}</style>`)
  .replace('</head>', `${placedStyles}\n    ${wholeForm}\n  </head>`)
  .replace(root, `<div id="root">${html}</div><template id="prerendered-end"></template>`);
fs.writeFileSync(path.join(dist, 'register.html'), page);
process.stdout.write(`Prerendered /register: dist/register.html (${Math.round(page.length / 1024)} KB)\n`);
