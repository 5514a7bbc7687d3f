import { describe, expect, it, vi } from 'vitest';
import { requireAdmin } from '../features/auth/auth';
import { closeLoginDialog, loginDialogStore } from '../features/auth/login-dialog-store';
import { storeRegisteredPlayer } from '../lib/storage';
import { requirePlayer } from './require-player';

const redirectTarget = (thrown: unknown) =>
  thrown instanceof Response ? thrown.headers.get('Location') : undefined;

describe('route guards (spec §2, §4)', () => {
  it('sends an unregistered visitor of the game to /register', () => {
    let thrown: unknown;
    try {
      requirePlayer();
    } catch (error) {
      thrown = error;
    }
    expect(redirectTarget(thrown)).toBe('/register');
  });

  it('lets a registered player into the game', () => {
    storeRegisteredPlayer({
      id: 'p',
      sessionId: 'ABCD23',
      mail: 'a@b.co',
      lang: 'fr',
      createdAt: 'now',
      token: 't',
    });
    expect(requirePlayer()).toBeNull();
  });

  it('lets a logged-in admin through without asking the server', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    localStorage.setItem('BASIC_TOKEN', btoa('a:b'));
    await expect(requireAdmin()).resolves.toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(loginDialogStore.getState().open).toBe(false);
    vi.unstubAllGlobals();
  });

  it('opens the login dialog otherwise, and a cancel (false) redirects to /', async () => {
    const decision = requireAdmin().catch((error: unknown) => error);
    await vi.waitFor(() => expect(loginDialogStore.getState().open).toBe(true));
    closeLoginDialog({ submitted: false });
    expect(redirectTarget(await decision)).toBe('/');
  });
});
