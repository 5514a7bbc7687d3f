import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  expect,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { ADMIN, PORT } from '../playwright.config';
import { createSession, registerPlayer, type RegisteredPlayer } from './api';

/**
 * The interface languages as the product spells them (docs/product.md#languages), fr first and by default.
 */
export const LANGUAGES = ['fr', 'en', 'es', 'gr'] as const;
export type Lang = (typeof LANGUAGES)[number];
/** What `<html lang>` says for each: `gr` is not a BCP 47 code, Greek is `el`. */
export const HTML_LANG: Record<Lang, string> = { fr: 'fr', en: 'en', es: 'es', gr: 'el' };

export const BASE_URL = `http://localhost:${PORT}`;
/** The absolute URL of an app path, for toHaveURL. */
export const url = (pathname: string) => `${BASE_URL}${pathname}`;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The translation files the browser gets (the built copy the server serves, or the
 * sources when there is no build yet): tests compare the UI with these texts.
 */
function loadTranslations(lang: Lang): Record<string, unknown> {
  const built = path.join(root, 'apps/web/dist/assets/i18n', `${lang}.json`);
  const source = path.join(root, 'apps/web/public/assets/i18n', `${lang}.json`);
  return JSON.parse(fs.readFileSync(fs.existsSync(built) ? built : source, 'utf8')) as Record<
    string,
    unknown
  >;
}
const translations = Object.fromEntries(LANGUAGES.map((lang) => [lang, loadTranslations(lang)])) as Record<
  Lang,
  Record<string, unknown>
>;

/** The translated text of `key` in `lang`, placeholders filled in like i18next does. */
export function t(lang: Lang, key: string, values: Record<string, string> = {}): string {
  let node: unknown = translations[lang];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No translation ${lang}:${key}`);
  return node.replace(/{{\s*(\w+)\s*}}/g, (_match, name: string) => values[name] ?? `{{${name}}}`);
}

/**
 * A player without a nickname as every screen names them: "Investigator n", n their place in
 * the order the session's players joined (docs/product.md#nicknames).
 */
export const investigator = (lang: Lang, number: number) =>
  t(lang, 'common.investigator', { number: String(number) });

/** The locks in the order the case opens them (SOLUTION.md), with their answers. */
export const WAY_THROUGH = [
  ['security-computer', '1887'],
  ['dressing-room-seal', '2057'],
  ['desk-drawer', '2052'],
  ['lift-route', 'service-lift'],
  ['workshop-door', 'lucas'],
  ['lab-request', '4121303'],
  ['cloak-seizure', '3318'],
] as const;

/** The introduction of the case every new session plays (content/scenarios/le-dernier-acte). */
const scenarioFolder = path.join(root, 'content/scenarios/le-dernier-acte');
/** The case's words in `lang`, as its texts file writes them. */
const caseTexts = (lang: Lang) =>
  JSON.parse(fs.readFileSync(path.join(scenarioFolder, `texts.${lang}.json`), 'utf8')) as {
    title: string;
    documents: Record<string, { title: string }>;
  };
export const SCENARIO_TITLE = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, caseTexts(lang).title]),
) as Record<Lang, string>;
/** A document's title in `lang`, as the case writes it: its dialog's name. */
export const documentTitle = (lang: Lang, documentId: string) => caseTexts(lang).documents[documentId]!.title;
/** The text of the raw-HTML `<em>` of the introduction: proof that sanitisation is off. */
export function introductionEmphasis(lang: Lang): string {
  const markdown = fs.readFileSync(path.join(scenarioFolder, `introduction.${lang}.md`), 'utf8');
  const found = /<em>(.*?)<\/em>/.exec(markdown);
  if (!found?.[1]) throw new Error(`No <em> in introduction.${lang}.md`);
  return found[1];
}

export const basicToken = (username: string, password: string) =>
  Buffer.from(`${username}:${password}`, 'utf8').toString('base64');
export const ADMIN_TOKEN = basicToken(ADMIN.username, ADMIN.password);

// ---------------------------------------------------------------------------------------
// Screens, located as a user finds them: by role and accessible name.

export const registrationDialog = (page: Page, lang: Lang = 'fr') =>
  page.getByRole('dialog', { name: t(lang, 'register.title') });

/**
 * Opens /register with its script held back, as a slow phone's network does, and returns what
 * lets it through: the prerendered page is there to use before the app runs.
 */
export async function openRegisterHeldBack(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/register-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/register', { waitUntil: 'commit' });
  return release;
}

/** The start dialog, titled with the case's title. */
export const startDialog = (page: Page, lang: Lang = 'fr', title = SCENARIO_TITLE[lang]) =>
  page.getByRole('dialog', { name: title });

/** The parts of the start dialog, by role. */
export function startDialogParts(page: Page, lang: Lang = 'fr', title = SCENARIO_TITLE[lang]) {
  const dialog = startDialog(page, lang, title);
  return {
    dialog,
    logo: dialog.getByRole('img', { name: t(lang, 'app.name'), exact: true }),
    title: dialog.getByRole('heading', { name: title }),
    table: dialog.getByRole('table'),
    columnHeaders: dialog.getByRole('columnheader'),
    buttons: dialog.getByRole('button'),
    begin: dialog.getByRole('button', { name: t(lang, 'start.begin') }),
  };
}

export const loginDialog = (page: Page, lang: Lang = 'fr') =>
  page.getByRole('dialog', { name: t(lang, 'login.title') });

export const gameHeading = (page: Page, lang: Lang = 'fr') =>
  page.getByRole('heading', { level: 1, name: t(lang, 'game.title') });

export const adminHeading = (page: Page, lang: Lang = 'fr') =>
  page.getByRole('heading', { level: 1, name: t(lang, 'admin.sessions.title') });

/** The error snackbar (role="alert", not the alerts inside dialogs) carrying `text`. */
export const snackbar = (page: Page, text: string) =>
  page.getByRole('alert').and(page.getByTestId('error-snackbar')).filter({ hasText: text });

/** A row's button, named by its visible label followed by the session's name. */
export const rowButtonName = (label: string, sessionName: string) => `${label} — ${sessionName}`;

/** The fields of the registration dialog, by their translated labels. */
export function registrationFields(dialog: Locator, lang: Lang = 'fr') {
  return {
    lang: dialog.getByLabel(t(lang, 'register.lang')),
    mail: dialog.getByLabel(t(lang, 'register.mail')),
    sessionId: dialog.getByLabel(t(lang, 'register.sessionId')),
    submit: dialog.getByRole('button', { name: t(lang, 'register.submit') }),
  };
}

export function loginFields(dialog: Locator, lang: Lang = 'fr') {
  return {
    username: dialog.getByLabel(t(lang, 'login.username')),
    password: dialog.getByLabel(t(lang, 'login.password')),
    cancel: dialog.getByRole('button', { name: t(lang, 'login.cancel') }),
    submit: dialog.getByRole('button', { name: t(lang, 'login.submit') }),
  };
}

// ---------------------------------------------------------------------------------------
// Flows.

/**
 * Fills and submits the registration dialog already on screen (optionally choosing a
 * language first), and waits for the start dialog with the case's introduction.
 */
export async function register(
  page: Page,
  {
    sessionId,
    mail,
    lang = 'fr',
    title = SCENARIO_TITLE[lang],
  }: { sessionId: string; mail: string; lang?: Lang; title?: string },
): Promise<Locator> {
  const dialog = registrationDialog(page);
  await expect(dialog).toBeVisible();
  if (lang !== 'fr') await registrationFields(dialog).lang.selectOption(lang);
  const fields = registrationFields(registrationDialog(page, lang), lang);
  await fields.mail.fill(mail);
  await fields.sessionId.fill(sessionId);
  await fields.submit.click();
  const start = startDialogParts(page, lang, title);
  await expect(start.table).toBeVisible();
  return start.dialog;
}

/** From any page: /register, registration, start dialog, and into the game at `/`. */
export async function registerAndEnterGame(
  page: Page,
  {
    sessionId,
    mail,
    lang = 'fr',
    title = SCENARIO_TITLE[lang],
  }: { sessionId: string; mail: string; lang?: Lang; title?: string },
): Promise<void> {
  await page.goto('/register');
  await register(page, { sessionId, mail, lang, title });
  await startDialogParts(page, lang, title).begin.click();
  // The root of whichever server the page is on (a test may run its own).
  await expect(page).toHaveURL((address) => address.pathname === '/');
  await expect(gameHeading(page, lang)).toBeVisible();
}

/**
 * Chooses `lang` in the game menu (the game bar's ⋮), as a player does, and waits for the
 * server to store it.
 */
export async function chooseGameLanguage(page: Page, from: Lang, lang: Lang): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: t(from, 'game.menu') })
    .click();
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.startsWith('/v1/players/'),
    ),
    page.getByRole('menuitemradio', { name: t(from, `languages.${lang}`) }).click(),
  ]);
  expect(response.status()).toBe(200);
}

/**
 * Opens /admin signed in, as a sign-in leaves the browser — the account's token stored
 * (docs/product.md#admin-states: logged in means only that a token is stored), the language
 * chosen kept — and waits for the admin area; as the e2e admin unless `as` gives another
 * account's credentials. The dialog itself is tested by signInThroughDialog's callers.
 */
export async function loginAsAdmin(
  page: Page,
  lang: Lang = 'fr',
  as: { username: string; password: string } = ADMIN,
): Promise<void> {
  const token = basicToken(as.username, as.password);
  // Once per tab: a test that signs out stays signed out through its reloads.
  await page.addInitScript(
    ({ token, lang }) => {
      if (sessionStorage.getItem('e2e-admin-seeded')) return;
      sessionStorage.setItem('e2e-admin-seeded', 'yes');
      localStorage.setItem('BASIC_TOKEN', token);
      if (lang !== 'fr') localStorage.setItem('COULISSES_LANGUAGE', lang);
    },
    { token, lang },
  );
  await page.goto('/admin');
  await expect(adminHeading(page, lang)).toBeVisible();
}

/** Opens /admin, signs in through the login dialog and waits for the admin area. */
export async function signInThroughDialog(
  page: Page,
  lang: Lang = 'fr',
  as: { username: string; password: string } = ADMIN,
): Promise<void> {
  await page.goto('/admin');
  const fields = loginFields(loginDialog(page, lang), lang);
  await fields.username.fill(as.username);
  await fields.password.fill(as.password);
  await fields.submit.click();
  await expect(page).toHaveURL(url('/admin'));
  await expect(adminHeading(page, lang)).toBeVisible();
}

/** Two frames later: whatever a gesture set going (a render, a transition) has begun by then. */
export const afterTwoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The fades running in a dialog and its backdrop: one that is closing fades out. */
const fadesIn = (dialog: Locator) =>
  dialog.evaluate((node) => {
    const root = node.closest('.MuiModal-root') ?? node;
    return root
      .getAnimations({ subtree: true })
      .filter((animation) => (animation as CSSTransition).transitionProperty === 'opacity')
      .filter((animation) => animation.playState === 'running').length;
  });

/**
 * A gesture that must leave a dialog open (a click beside it, Escape): once its entrance is
 * over, the gesture; two frames later the dialog has begun no exit and is still shown.
 */
export async function expectDialogStays(dialog: Locator, gesture: () => Promise<void>): Promise<void> {
  await expect.poll(() => fadesIn(dialog)).toBe(0);
  await gesture();
  await afterTwoFrames(dialog.page());
  expect(await fadesIn(dialog)).toBe(0);
  await expect(dialog).toBeVisible();
}

export const readSessionStorage = (page: Page, key: string) =>
  page.evaluate((name) => sessionStorage.getItem(name), key);
export const readLocalStorage = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), key);

/** Records every request the page makes, for assertions on what was (not) sent. */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** The file name of a request's URL: "admin-Ck4_zkzV.js" for /assets/admin-Ck4_zkzV.js. */
export const fileName = (request: Request) => new URL(request.url()).pathname.split('/').pop() ?? '';

/**
 * A call the app makes to the API (fetch or XHR): an image under /v1 — a case's public cover
 * (docs/product.md#case-library) — is the browser's load, which sends no header of the app's.
 */
export const isApiCall = (request: Request) =>
  new URL(request.url()).pathname.startsWith('/v1/') && ['fetch', 'xhr'].includes(request.resourceType());
export const isPlayersPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/v1/players';

/**
 * ky sends JSON bodies in a way Chromium does not report to an observer, so
 * `request.postDataJSON()` reads null; routing the API calls through Playwright (and
 * letting them continue untouched) makes the bodies readable.
 */
export async function exposeApiBodies(page: Page): Promise<void> {
  await page.route('**/v1/**', (route) => route.continue());
}

/**
 * A registered player without going through the registration screen: the player is
 * registered through the API and stored as the app stores it (docs/product.md#player-states: registered exactly
 * when a stored player exists), once, before the page's first load.
 */
export async function seedRegisteredPlayer(page: Page, player: RegisteredPlayer): Promise<void> {
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('e2e-player-seeded')) return;
    sessionStorage.setItem('e2e-player-seeded', 'yes');
    sessionStorage.setItem('CURENT_PLAYER', JSON.stringify(stored));
    sessionStorage.setItem('FOLDERS', '[]');
  }, player);
}

/** A phone's browser: its screen, touch, and a mobile browser's ways. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
};

/**
 * The game as a registered player left it, in a browser of their own (a phone unless
 * `context` says otherwise), its live stream open. `waits` are for the game's heading and
 * its stream, where a first load may take longer than expect's timeout.
 */
export async function openGameAs(
  browser: Browser,
  player: RegisteredPlayer,
  lang: Lang,
  {
    context = PHONE,
    waits = {},
  }: { context?: BrowserContextOptions; waits?: { heading?: number; stream?: number } } = {},
): Promise<Page> {
  const page = await (await browser.newContext(context)).newPage();
  await seedRegisteredPlayer(page, player);
  await followLiveStream(page);
  await page.goto('/');
  await expect(gameHeading(page, lang)).toBeVisible({ timeout: waits.heading });
  await expectLiveOpen(page, waits.stream);
  return page;
}

declare global {
  interface Window {
    /** Set by `followLiveStream`: where the page's live stream stands. */
    __e2eLive?: 'connecting' | 'open' | 'closed';
  }
}

/**
 * Follows a page's live stream as its network sees it, from now on and in every page it
 * loads: `connecting` from the stream's answer, `open` once the server has said `ready` on it
 * (the event the game waits for before it reads again what it may have missed), `closed`
 * when it ends. The app's own markup holds nothing for the tests.
 */
export async function followLiveStream(page: Page): Promise<void> {
  const follow = () => {
    if ('e2eFollowsLive' in window) return;
    Object.assign(window, { e2eFollowsLive: true });
    const fetched = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await fetched(...args);
      const url = args[0] instanceof Request ? args[0].url : String(args[0]);
      if (!/\/events(\?|$)/.test(new URL(url, location.href).pathname) || !response.body) return response;
      window.__e2eLive = 'connecting';
      const reader = response.clone().body!.getReader();
      const decoder = new TextDecoder();
      void (async () => {
        let text = '';
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          text += decoder.decode(value, { stream: true });
          if (/^event: ?ready$/m.test(text)) {
            window.__e2eLive = 'open';
            text = '';
          }
        }
        window.__e2eLive = 'closed';
      })().catch(() => (window.__e2eLive = 'closed'));
      return response;
    };
  };
  await page.addInitScript(follow);
  await page.evaluate(follow);
}

/** Waits until the page's live stream (followed by `followLiveStream`) is open. */
export async function expectLiveOpen(page: Page, timeout?: number): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => window.__e2eLive), { timeout, message: 'the live stream opens' })
    .toBe('open');
}

/** Opens a document of the game, as a reader does: its folder unfolded, then the document. */
export async function openDocument(page: Page, lang: Lang, folderId: string, documentId: string) {
  const folder = page.getByTestId(`folder-${folderId}`);
  const summary = folder.getByRole('button').first();
  if ((await summary.getAttribute('aria-expanded')) !== 'true') {
    await summary.click();
    // Tapped while the folder still unfolds, a document's button moves between the press
    // and the release, and the tap lands nowhere: as a reader does, wait for it to be open.
    await expect(folder.locator('.MuiCollapse-root').first()).toHaveClass(/MuiCollapse-entered/);
  }
  await page.getByTestId(`open-${documentId}`).click();
  const dialog = page.getByRole('dialog', { name: documentTitle(lang, documentId) });
  const article = dialog.getByTestId(`document-${documentId}`);
  await expect(article).toBeVisible();
  return { dialog, article };
}

/** A fresh session, a player registered to it through the API and seeded in the page. */
export async function seedPlayerInNewSession(
  page: Page,
  { mail, lang = 'fr' }: { mail: string; lang?: Lang },
): Promise<RegisteredPlayer> {
  const session = await createSession();
  const player = await registerPlayer({ sessionId: session.id, mail, lang });
  await seedRegisteredPlayer(page, player);
  return player;
}

// ---------------------------------------------------------------------------------------
// The admin area's sessions page.

export const sessionsTable = (page: Page, lang: Lang = 'fr') =>
  page.getByRole('table', { name: t(lang, 'admin.sessions.title') });

/** The row of the session with that exact name. */
export const sessionRow = (page: Page, name: string, lang: Lang = 'fr') =>
  sessionsTable(page, lang)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

/** Opens a row's "more actions" menu and picks the item labelled by `key`. */
export async function chooseSessionAction(page: Page, name: string, key: string, lang: Lang = 'fr') {
  await sessionRow(page, name, lang)
    .getByRole('button', { name: t(lang, 'admin.sessions.moreActions', { name }) })
    .click();
  await page.getByRole('menuitem', { name: t(lang, key) }).click();
}
