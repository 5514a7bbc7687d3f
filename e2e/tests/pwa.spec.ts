import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { PORT } from '../playwright.config';
import { createSession, uniqueMail } from '../support/api';
import { gameHeading, registerAndEnterGame, t } from '../support/app';
import { copyWebBuild, startOwnServer } from '../support/own-server';

const here = path.dirname(fileURLToPath(import.meta.url));
const caseFolder = path.resolve(here, '../../content/scenarios/le-dernier-acte');
const documentTitle = (id: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(caseFolder, 'texts.fr.json'), 'utf8')) as {
      documents: Record<string, { title: string }>;
    }
  ).documents[id]!.title;

/** Waits until the service worker controls the page: from then on it answers its requests. */
async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 30_000 })
    .toBe('activated');
}

async function expandFolder(page: Page, id: string) {
  const summary = page.getByTestId(`folder-${id}`).getByRole('button').first();
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
}

async function readDocument(page: Page, id: string) {
  await page.getByTestId(`open-${id}`).click();
  const dialog = page.getByRole('dialog', { name: documentTitle(id) });
  await expect(dialog.getByTestId(`document-${id}`)).toBeVisible();
  await dialog.getByRole('button', { name: t('fr', 'game.documents.close') }).click();
  await expect(dialog).toBeHidden();
}

test.describe('installable app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the page links a manifest that names the app, its colours and its icons', async ({
    page,
    request,
  }) => {
    await page.goto('/register');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Coulisses', start_url: '/', scope: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type'], icon.src).toContain(icon.type);
    }
  });

  test('a reload without network shows the game, says it is offline, and reopens what was read', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const session = await createSession({ status: 'running' });
    await registerAndEnterGame(page, { sessionId: session.id, mail: uniqueMail('offline') });
    await waitForServiceWorkerControl(page);
    await expandFolder(page, 'case-file');
    await readDocument(page, 'programme');
    await expect(page.getByText(t('fr', 'offline.banner'))).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(gameHeading(page)).toBeVisible();
    await expect(page.getByText(t('fr', 'offline.banner'))).toBeVisible();
    await expandFolder(page, 'case-file');
    await readDocument(page, 'programme');

    // Back online, the banner goes.
    await context.setOffline(false);
    await expect(page.getByText(t('fr', 'offline.banner'))).toHaveCount(0);
  });

  test('a new version deployed brings the update prompt, and Reload moves the game into it', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    // A server of this test's own: deploying a new version must not touch the other tests.
    const port = PORT + 10 + testInfo.parallelIndex;
    const work = path.join(here, '..', 'test-results', `update-${port}`);
    const webDist = path.join(work, 'web');
    const dataDir = path.join(work, 'data');
    fs.rmSync(work, { recursive: true, force: true });
    copyWebBuild(webDist);
    let server = await startOwnServer({ port, webDist, dataDir });
    const context = await browser.newContext({ baseURL: server.baseURL });
    try {
      const page = await context.newPage();
      const session = await createSession({ status: 'running' }, server.baseURL);
      await registerAndEnterGame(page, { sessionId: session.id, mail: uniqueMail('update') });
      await waitForServiceWorkerControl(page);
      await expandFolder(page, 'case-file');
      const prompt = page.getByText(t('fr', 'update.available'));
      await expect(prompt).toHaveCount(0);

      // The next version: a new page and a service worker whose precache says so, as a
      // new build writes them; the server restarts on them like a deployment.
      await server.stop();
      const indexFile = path.join(webDist, 'index.html');
      const index = fs
        .readFileSync(indexFile, 'utf8')
        .replace('<head>', '<head>\n    <meta name="coulisses-build" content="next" />');
      fs.writeFileSync(indexFile, index);
      const swFile = path.join(webDist, 'sw.js');
      const revision = createHash('md5').update(index).digest('hex');
      const worker = fs.readFileSync(swFile, 'utf8');
      const updated = worker.replace(
        /\{"revision":"[0-9a-f]+","url":"index\.html"\}/,
        `{"revision":"${revision}","url":"index.html"}`,
      );
      expect(updated).not.toBe(worker);
      fs.writeFileSync(swFile, updated);
      server = await startOwnServer({ port, webDist, dataDir });

      // The page still runs the version it loaded; the browser finds the new one and says so.
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      await expect(prompt).toBeVisible({ timeout: 20_000 });
      expect(await page.locator('meta[name="coulisses-build"]').count()).toBe(0);

      await page.getByRole('button', { name: t('fr', 'update.reload') }).click();
      await expect(page.locator('meta[name="coulisses-build"]')).toHaveAttribute('content', 'next');
      // The game in progress goes on: same player, same case, the folder still open.
      await expect(gameHeading(page)).toBeVisible();
      await expect(page.getByTestId('folder-case-file')).toHaveAttribute('data-status', 'open');
      await expect(prompt).toHaveCount(0);
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
