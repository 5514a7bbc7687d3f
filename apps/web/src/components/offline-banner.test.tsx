import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderTranslated } from '../test/render-translated';
import { OfflineBanner } from './offline-banner';

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

function goOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

afterEach(() => {
  cleanup();
  online = true;
});

const banner = () => screen.queryByTestId('offline-banner');

describe('the offline banner', () => {
  it('follows the browser going offline and back online', async () => {
    await renderTranslated(<OfflineBanner />);
    expect(banner()).toBeNull();
    goOnline(false);
    expect(banner()?.textContent).toBe(
      'You’re offline. What you’ve already opened stays readable; the rest will come back with the network.',
    );
    expect(screen.getByRole('status')).toBe(banner());
    goOnline(true);
    expect(banner()).toBeNull();
  });

  it('shows at once when the page opens offline, in the player’s language', async () => {
    online = false;
    await renderTranslated(<OfflineBanner />, 'fr');
    expect(banner()?.textContent).toContain('Vous êtes hors ligne.');
  });
});
