import type * as ApiClient from '../../../../lib/api-client';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProposalView } from '@coulisses/shared/game/game.schema';
import { renderTranslated } from '../../../../test/render-translated';
import { gameState, player, reply } from '../../test/game-fixtures';
import { queryWrapper } from '../../test/query-wrapper';
import { ProposalBanner } from './proposal-banner';

const server = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('../../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: server,
}));

const TEAM = 'team-1';
let proposalCount = 0;

/** A teammate's proposal, its minute starting `startsIn` seconds from now. */
function proposal(fields: Partial<ProposalView> = {}, startsIn = 10): ProposalView {
  proposalCount += 1;
  const startsAt = Date.now() + startsIn * 1000;
  return {
    id: `proposal-${proposalCount}`,
    byNickname: 'Eleni',
    byPlayerId: 'p2',
    answers: [
      { questionId: 'who', prompt: 'Who took the necklace?', given: 'Solène' },
      { questionId: 'how', prompt: 'How did it leave?', given: 'The service lift' },
    ],
    expiresAt: new Date(startsAt + 60_000).toISOString(),
    startsAt: new Date(startsAt).toISOString(),
    confirmations: 0,
    needed: 2,
    confirmed: false,
    canVote: true,
    shown: false,
    ...fields,
  };
}

async function renderBanner(shown: ProposalView, around?: (banner: ReactNode) => ReactNode) {
  const onVote = vi.fn(() => Promise.resolve());
  const { wrapper: Queries } = queryWrapper();
  const banner = (
    <ProposalBanner player={player} teamId={TEAM} proposal={shown} proposerName="Eleni" onVote={onVote} />
  );
  const rendered = await renderTranslated(<Queries>{around ? around(banner) : banner}</Queries>);
  return { ...rendered, onVote };
}

/** The notepad open, its field being typed in, as a teammate's would be. */
const overNotepad = (banner: ReactNode) => (
  <>
    <Dialog open aria-label="Notes">
      <textarea aria-label="Notes of the team" autoFocus />
      <Button>Close</Button>
    </Dialog>
    {banner}
  </>
);

const vibrate = vi.fn(() => true);

beforeEach(() => {
  server.post.mockImplementation(() => reply(gameState('After', { proposal: undefined })));
  Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the banner of a team’s proposal', () => {
  it('shows over an open dialog, inside its focus trap, without taking the focus of one typing', async () => {
    await renderBanner(proposal(), overNotepad);
    const field = screen.getByRole('textbox', { name: 'Notes of the team' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    const banner = await screen.findByTestId('proposal-banner');
    // Drawn within the dialog's frame (where its trap keeps the focus), first in it.
    const frame = document.querySelector('.MuiDialog-container');
    expect(frame?.firstElementChild?.contains(banner)).toBe(true);
    expect(within(banner).getByRole('heading', { name: 'Eleni has proposed this accusation' })).toBeTruthy();
    expect(banner.textContent).toContain('Solène');
    expect(document.activeElement).toBe(field);

    // The keyboard reaches its buttons, and the dialog's trap leaves them the focus.
    const user = userEvent.setup();
    const object = within(banner).getByRole('button', { name: 'Object' });
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await waitFor(() => expect(document.activeElement).toBe(object));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(document.activeElement).toBe(object);
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(within(banner).getByRole('button', { name: 'Confirm' }));
  });

  it('is announced to screen readers where an open dialog does not hide it, and buzzes the phone once', async () => {
    const { rerender } = await renderBanner(proposal(), overNotepad);
    const region = screen.getByTestId('proposal-announcement');
    await waitFor(() => expect(region.textContent).toContain('Eleni proposes an accusation to the team.'));
    expect(region.closest('[aria-hidden="true"]')).toBeNull();
    expect(vibrate).toHaveBeenCalledTimes(1);
    expect(vibrate).toHaveBeenCalledWith([200, 100, 200]);
    rerender(<div />);
    expect(vibrate).toHaveBeenCalledTimes(1);
  });

  it('tells the server once that this phone has shown it, and says the minute has not begun', async () => {
    const shown = proposal();
    await renderBanner(shown);
    await waitFor(() => expect(server.post).toHaveBeenCalledTimes(1));
    expect(server.post).toHaveBeenCalledWith(
      `players/${player.id}/teams/${TEAM}/proposals/${shown.id}/shown`,
      expect.anything(),
    );
    expect(screen.getByTestId('proposal-banner-time').textContent).toBe(
      'It’s appearing on your teammates’ phones. The minute starts once they all have it.',
    );
    // With no dialog open, it is first in the page.
    expect(document.body.firstElementChild?.contains(screen.getByTestId('proposal-banner'))).toBe(true);
  });

  it('counts its minute down once it has begun, and says nothing more of a proposal already shown', async () => {
    await renderBanner(proposal({ shown: true }, -5));
    expect(screen.getByTestId('proposal-banner-time').textContent).toMatch(/^Goes through in 55\b/);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.post).not.toHaveBeenCalled();
  });

  it('waits for the page to be in sight before it says it has shown it', async () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    await renderBanner(proposal());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.post).not.toHaveBeenCalled();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(server.post).toHaveBeenCalledTimes(1));
  });

  it('lets a teammate confirm or object, and its proposer withdraw it', async () => {
    const { onVote } = await renderBanner(proposal());
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onVote).toHaveBeenCalledWith('confirm');
    cleanup();
    const mine = await renderBanner(proposal({ byPlayerId: player.id, shown: true, confirmed: true }));
    expect(screen.getByRole('heading', { name: 'Your accusation is waiting for your team' })).toBeTruthy();
    expect(screen.queryByTestId('proposal-announcement')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw my proposal' }));
    expect(mine.onVote).toHaveBeenCalledWith('object');
  });
});
