import { offerUpdate } from './app-update';

/**
 * docs/product.md#updates: a new version, once installed, waits for the update prompt. The worker is
 * registered once the page is stable: its code need not come with the first page
 * (docs/product.md#performance-budgets). Both pages start it, /register and the app.
 */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD) return;
  void import('./service-worker').then(async ({ registerAppServiceWorker, watchForUpdates }) => {
    const registration = await registerAppServiceWorker(`${import.meta.env.BASE_URL}sw.js`);
    if (registration) watchForUpdates(registration, offerUpdate);
  });
}
