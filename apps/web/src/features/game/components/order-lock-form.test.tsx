import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArrangedAnswer } from '@coulisses/shared/game/arranged-answer';
import type { LockView } from '@coulisses/shared/game/game.schema';
import { resetAppUpdate } from '../../../lib/app-update';
import { renderTranslated } from '../../../test/render-translated';
import type { AttemptOutcome } from './lock-frame';
import { OrderLockForm } from './order-lock-form';

const lock = (fields: Partial<LockView> = {}): LockView => ({
  id: 'evening',
  kind: 'order',
  prompt: 'Put the evening back in order.',
  // As the server sends it: shuffled.
  items: [
    { id: 'talk', label: 'The talk begins' },
    { id: 'doors', label: 'The doors open' },
    { id: 'radio', label: 'The radio show starts' },
  ],
  hintsTaken: [],
  hintCount: 3,
  nextHintPenaltySeconds: 60,
  wrongAttempts: 0,
  freeAttemptsLeft: 3,
  wrongAttemptPenaltySeconds: 30,
  ...fields,
});

function renderOrder(view: LockView, outcome: AttemptOutcome = 'wrong') {
  const onAttempt = vi.fn<(answer: ArrangedAnswer) => Promise<AttemptOutcome>>(async () => outcome);
  const form = (shown: LockView) => (
    <OrderLockForm lock={shown} disabled={false} onAttempt={onAttempt} onHint={async () => {}} />
  );
  return renderTranslated(form(view)).then((rendered) => ({
    onAttempt,
    rerender: (shown: LockView) => rendered.rerender(form(shown)),
  }));
}

/** The items' words, top to bottom, as the list shows them. */
const shownOrder = () =>
  within(screen.getByTestId('order-evening'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

afterEach(() => {
  cleanup();
  resetAppUpdate();
});

describe('an order lock', () => {
  it('shows the items as the server sent them, numbered', async () => {
    await renderOrder(lock());
    expect(shownOrder()).toEqual(['The talk begins', 'The doors open', 'The radio show starts']);
    const first = within(screen.getByTestId('order-evening')).getAllByRole('listitem')[0]!;
    expect(first.textContent).toMatch(/^1/);
  });

  it('reorders by keyboard alone, keeps the focus on the item moved and says where it went', async () => {
    const user = userEvent.setup();
    const { onAttempt } = await renderOrder(lock());
    // The first stop: the first item's "up" (it can go nowhere, and says so), then its "down".
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move “The talk begins” up' }));
    expect(document.activeElement?.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Enter}');
    expect(shownOrder()[0]).toBe('The talk begins');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(shownOrder()).toEqual(['The doors open', 'The talk begins', 'The radio show starts']);
    expect(screen.getByTestId('order-said-evening').textContent).toBe('“The talk begins”, position 2 of 3');
    // The focus travelled with its item: pressed again, it goes on down.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move “The talk begins” down' }));
    await user.keyboard('{Enter}');
    expect(shownOrder()).toEqual(['The doors open', 'The radio show starts', 'The talk begins']);
    expect(screen.getByTestId('order-said-evening').textContent).toBe('“The talk begins”, position 3 of 3');
    await user.click(screen.getByRole('button', { name: 'Move “The radio show starts” up' }));
    expect(screen.getByTestId('order-said-evening').textContent).toBe(
      '“The radio show starts”, position 1 of 3',
    );

    await user.click(screen.getByRole('button', { name: 'Try' }));
    await waitFor(() => expect(onAttempt).toHaveBeenCalledWith(['radio', 'doors', 'talk']));
  });

  it('keeps the refused order on screen and says it was wrong', async () => {
    const user = userEvent.setup();
    const { onAttempt } = await renderOrder(lock(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Move “The doors open” up' }));
    await user.click(screen.getByRole('button', { name: 'Try' }));
    await waitFor(() => expect(onAttempt).toHaveBeenCalledWith(['doors', 'talk', 'radio']));
    expect(await screen.findByTestId('lock-wrong')).toBeTruthy();
    expect(shownOrder()).toEqual(['The doors open', 'The talk begins', 'The radio show starts']);
  });

  it('keeps the player’s order when the same lock is drawn again', async () => {
    const user = userEvent.setup();
    const { rerender } = await renderOrder(lock());
    await user.click(screen.getByRole('button', { name: 'Move “The radio show starts” up' }));
    const moved = ['The talk begins', 'The radio show starts', 'The doors open'];
    expect(shownOrder()).toEqual(moved);
    // A new state of the game: the same items, shuffled again, a wrong attempt counted.
    const items = lock().items!;
    rerender(lock({ items: [items[2]!, items[0]!, items[1]!], wrongAttempts: 1 }));
    expect(shownOrder()).toEqual(moved);
  });

  it('says so when the server does not read the order, at no cost', async () => {
    const user = userEvent.setup();
    await renderOrder(lock(), 'form');
    await user.click(screen.getByRole('button', { name: 'Try' }));
    expect((await screen.findByTestId('lock-problem')).textContent).toBe(
      'This answer is incomplete. That attempt didn’t count.',
    );
    expect(screen.queryByTestId('lock-wrong')).toBeNull();
  });
});
