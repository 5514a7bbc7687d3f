import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArrangedAnswer } from '@coulisses/shared/game/arranged-answer';
import type { LockView } from '@coulisses/shared/game/game.schema';
import { resetAppUpdate } from '../../../lib/app-update';
import { renderTranslated } from '../../../test/render-translated';
import type { AttemptOutcome } from './lock-frame';
import { SpotLockForm } from './spot-lock-form';

const lock = (marks: number): LockView => ({
  id: 'queen',
  kind: 'spot',
  prompt: 'Mark where the Queen was hidden.',
  spot: {
    marks,
    grid: { columns: 8, rows: 6 },
    title: 'Plan of the Great Greenhouse',
    description: 'An architect’s plan, north at the top.',
  },
  hintsTaken: [],
  hintCount: 3,
  nextHintPenaltySeconds: 60,
  wrongAttempts: 0,
  freeAttemptsLeft: 3,
  wrongAttemptPenaltySeconds: 30,
});

const IMAGE = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';

async function renderSpot(marks: number, outcome: AttemptOutcome = 'wrong') {
  const onAttempt = vi.fn<(answer: ArrangedAnswer) => Promise<AttemptOutcome>>(async () => outcome);
  await renderTranslated(
    <SpotLockForm
      lock={lock(marks)}
      disabled={false}
      onAttempt={onAttempt}
      onHint={async () => {}}
      image={{ src: IMAGE, failed: false, retry: () => {} }}
    />,
  );
  // By its id: a query by role weighs every one of its 48 cells.
  const grid = screen.getByTestId('spot-grid-queen');
  // The image as drawn: 400 × 300 px, 10 px from the left and 20 px from the top.
  vi.spyOn(grid, 'getBoundingClientRect').mockReturnValue(new DOMRect(10, 20, 400, 300));
  return { onAttempt, grid, submit: screen.getByRole('button', { name: 'Try' }) };
}

const said = () => screen.getByTestId('spot-said-queen').textContent;
const count = () => screen.getByTestId('spot-count-queen').textContent;
const pins = () => screen.queryAllByTestId('spot-pin');

/** A tap at these coordinates of the page, on whatever of the image is there. */
async function tapAt(
  user: ReturnType<typeof userEvent.setup>,
  grid: HTMLElement,
  clientX: number,
  clientY: number,
) {
  await user.pointer({
    keys: '[MouseLeft]',
    target: grid.querySelector('[role="gridcell"]')!,
    coords: { clientX, clientY },
  });
}

/**
 * The grid's 48 cells are in every query by role and every step of the tab order: on a
 * busy machine a test here takes seconds, not the default 5.
 */
const SLOW = { timeout: 20_000 };

afterEach(() => {
  cleanup();
  resetAppUpdate();
  vi.restoreAllMocks();
});

describe('a spot lock by keyboard', SLOW, () => {
  it('is one tab stop, walked with the arrows, and Enter marks the cell’s centre', async () => {
    const user = userEvent.setup();
    const { onAttempt, grid, submit } = await renderSpot(2);
    expect(screen.getByAltText('Plan of the Great Greenhouse').tagName).toBe('IMG');
    expect(grid.getAttribute('role')).toBe('grid');
    expect(grid.getAttribute('aria-label')).toBe(
      'Plan of the Great Greenhouse, grid of 8 columns and 6 rows',
    );
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Column A, row 1');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Column C, row 4');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('0');
    await user.keyboard('{Enter}');
    expect(said()).toBe('Mark 1 placed: column C, row 4.');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Column C, row 4, mark 1');
    expect(count()).toBe('1 of 2 places marked');
    await user.keyboard('{End}{ }');
    expect(said()).toBe('Mark 2 placed: column H, row 4.');
    // One stop: the next is the button after the image, not another cell.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clear marks' }));

    await user.click(submit);
    await waitFor(() =>
      expect(onAttempt).toHaveBeenCalledWith([
        { x: 31.25, y: 58.33 },
        { x: 93.75, y: 58.33 },
      ]),
    );
  });

  it('removes the mark of a cell with Enter again', async () => {
    const user = userEvent.setup();
    await renderSpot(2);
    await user.tab();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(count()).toBe('1 of 2 places marked');
    await user.keyboard('{Enter}');
    expect(said()).toBe('Mark 1 removed: column A, row 2.');
    expect(count()).toBe('0 of 2 places marked');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Column A, row 2');
  });
});

describe('a spot lock by a screen reader’s tap', SLOW, () => {
  it('marks the centre of the cell it was on: such a click has no place of its own', async () => {
    const { onAttempt, grid, submit } = await renderSpot(1);
    // A click with no pointer behind it (detail 0), as VoiceOver's double tap makes.
    const cell = grid.querySelectorAll('[role="gridcell"]')[9]!;
    expect(cell.getAttribute('aria-label')).toBe('Column B, row 2');
    fireEvent.click(cell);
    expect(said()).toBe('Mark 1 placed: column B, row 2.');
    fireEvent.click(submit);
    await waitFor(() => expect(onAttempt).toHaveBeenCalledWith([{ x: 18.75, y: 25 }]));
  });
});

describe('a spot lock by touch', SLOW, () => {
  it('marks exactly where the image was tapped, in percent of it', async () => {
    const user = userEvent.setup();
    const { onAttempt, grid, submit } = await renderSpot(1);
    // 100 px into 400, 75 px into 300.
    await tapAt(user, grid, 110, 95);
    expect(said()).toBe('Mark 1 placed: column C, row 2.');
    expect(pins()).toHaveLength(1);
    const pin = screen.getByTestId('spot-pin');
    expect([pin.style.left, pin.style.top, pin.textContent]).toEqual(['25%', '25%', '1']);
    await user.click(submit);
    await waitFor(() => expect(onAttempt).toHaveBeenCalledWith([{ x: 25, y: 25 }]));
  });

  it('removes a mark tapped', async () => {
    const user = userEvent.setup();
    const { grid } = await renderSpot(2);
    await tapAt(user, grid, 110, 95);
    await user.click(screen.getByTestId('spot-pin'));
    expect(pins()).toHaveLength(0);
    expect(count()).toBe('0 of 2 places marked');
    expect(said()).toBe('Mark 1 removed: column C, row 2.');
  });

  it('moves the oldest mark once every mark is placed', async () => {
    const user = userEvent.setup();
    const { onAttempt, grid, submit } = await renderSpot(2);
    await tapAt(user, grid, 50, 50); // 10 %, 10 %
    await tapAt(user, grid, 210, 170); // 50 %, 50 %
    await tapAt(user, grid, 370, 290); // 90 %, 90 %
    expect(said()).toBe('Mark 1 moved: column H, row 6.');
    expect(count()).toBe('2 of 2 places marked');
    await user.click(submit);
    await waitFor(() =>
      expect(onAttempt).toHaveBeenCalledWith([
        { x: 90, y: 90 },
        { x: 50, y: 50 },
      ]),
    );
    // Refused, the marks stay where they were, and the wrong answer is said.
    expect(await screen.findByTestId('lock-wrong')).toBeTruthy();
    expect(screen.getAllByTestId('spot-pin').map((pin) => pin.textContent)).toEqual(['1', '2']);
  });

  it('says how many places are left instead of sending too few, and clears them all', async () => {
    const user = userEvent.setup();
    const { onAttempt, grid, submit } = await renderSpot(3);
    await tapAt(user, grid, 50, 50);
    await user.click(submit);
    expect((await screen.findByTestId('lock-problem')).textContent).toBe('Mark 2 more places on the image.');
    expect(onAttempt).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Clear marks' }));
    expect(pins()).toHaveLength(0);
    expect(said()).toBe('Marks cleared.');
    expect(screen.getByTestId('lock-problem').textContent).toBe('Mark 3 more places on the image.');
  });

  it('describes the image on request', async () => {
    const user = userEvent.setup();
    await renderSpot(1);
    const description = screen.getByText('An architect’s plan, north at the top.');
    expect(description.closest('details')?.open).toBe(false);
    await user.click(screen.getByText('Describe the image'));
    expect(description.closest('details')?.open).toBe(true);
  });
});
