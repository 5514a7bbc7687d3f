import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTranslated } from '../../../test/render-translated';
import { GAME_MENU_BUTTON_ID, GameMenu } from './game-menu';
import { LeaveGameDialog } from './leave-game-dialog';

// The interface's own switch of language is the app's i18n, not this test's.
vi.mock('../../../lib/language-memory', () => ({ chooseLanguage: vi.fn() }));

/** The menu and the confirmation it opens, wired as the game screen wires them (game-dialogs.tsx). */
function MenuAndConfirmation() {
  const [leaving, setLeaving] = useState(false);
  return (
    <>
      <GameMenu onLeave={() => setLeaving(true)} onLanguage={() => undefined} />
      <LeaveGameDialog
        open={leaving}
        onCancel={() => setLeaving(false)}
        onConfirm={() => undefined}
        onExited={() => document.getElementById(GAME_MENU_BUTTON_ID)?.focus()}
      />
    </>
  );
}

describe('the game menu', () => {
  afterEach(cleanup);

  it('opens the leave confirmation with staying focused, and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    await renderTranslated(<MenuAndConfirmation />);
    const menuButton = screen.getByRole('button', { name: 'Game menu' });
    await user.click(menuButton);
    await user.click(await screen.findByRole('menuitem', { name: 'Leave the game' }));

    const stay = await screen.findByRole('button', { name: 'Stay in the game' });
    // The menu's closing does not pull the focus out of the dialog afterwards.
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(stay);

    await user.click(stay);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(menuButton));
  });

  it('names each language in its own, checks the one in use and hands on another', async () => {
    const user = userEvent.setup();
    const onLanguage = vi.fn();
    await renderTranslated(<GameMenu onLeave={() => undefined} onLanguage={onLanguage} />);
    await user.click(screen.getByRole('button', { name: 'Game menu' }));
    const english = await screen.findByRole('menuitemradio', { name: 'English' });
    expect(english.getAttribute('aria-checked')).toBe('true');
    const greek = screen.getByRole('menuitemradio', { name: 'Ελληνικά' });
    expect(greek.getAttribute('aria-checked')).toBe('false');
    expect(greek.getAttribute('lang')).toBe('el');
    await user.click(greek);
    expect(onLanguage).toHaveBeenCalledWith('gr');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
