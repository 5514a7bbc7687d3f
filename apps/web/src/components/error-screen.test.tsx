import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTranslated } from '../test/render-translated';
import { textsOf } from '../test/translation-files';
import { AppErrorBoundary } from './error-screen';

/** A screen whose code the network did not bring, as a route loaded on demand meets it. */
const Unloadable = lazy(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/game-x.js')),
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a screen whose code cannot be loaded', () => {
  for (const lang of ['fr', 'gr'] as const) {
    it(`says so and offers a reload, instead of a blank page (${lang})`, async () => {
      const failed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const reload = vi.fn();
      vi.stubGlobal('location', { ...window.location, reload });
      const t = await textsOf(lang);
      await renderTranslated(
        <AppErrorBoundary>
          <Suspense fallback={<p>pending</p>}>
            <Unloadable />
          </Suspense>
        </AppErrorBoundary>,
        lang,
      );
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading', { name: t('crash.title') })).toBeTruthy();
      expect(alert.textContent).toContain(t('crash.body'));
      expect(failed).toHaveBeenCalledWith(
        'A screen failed to render',
        expect.any(TypeError),
        expect.anything(),
      );
      await userEvent.click(within(alert).getByRole('button', { name: t('crash.reload') }));
      expect(reload).toHaveBeenCalledOnce();
    });
  }
});
