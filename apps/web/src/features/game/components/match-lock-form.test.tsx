import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArrangedAnswer } from '@coulisses/shared/game/arranged-answer';
import type { LockView } from '@coulisses/shared/game/game.schema';
import { resetAppUpdate } from '../../../lib/app-update';
import { renderTranslated } from '../../../test/render-translated';
import type { AttemptOutcome } from './lock-frame';
import { MatchLockForm } from './match-lock-form';

const lock: LockView = {
  id: 'zones',
  kind: 'match',
  prompt: 'Pair each zone with the greenhouse it runs.',
  match: {
    left: [
      { id: 'z1', label: 'Zone 1' },
      { id: 'z2', label: 'Zone 2' },
      { id: 'z3', label: 'Zone 3' },
    ],
    right: [
      { id: 'cacti', label: 'The cacti' },
      { id: 'ferns', label: 'The ferns' },
      { id: 'palms', label: 'The palm house' },
    ],
    columns: { left: 'Zone', right: 'Greenhouse' },
  },
  hintsTaken: [],
  hintCount: 3,
  nextHintPenaltySeconds: 60,
  wrongAttempts: 0,
  freeAttemptsLeft: 3,
  wrongAttemptPenaltySeconds: 30,
};

async function renderMatch(outcome: AttemptOutcome = 'wrong') {
  const onAttempt = vi.fn<(answer: ArrangedAnswer) => Promise<AttemptOutcome>>(async () => outcome);
  await renderTranslated(
    <MatchLockForm lock={lock} disabled={false} onAttempt={onAttempt} onHint={async () => {}} />,
  );
  return { onAttempt, submit: screen.getByRole('button', { name: 'Try' }) };
}

/** A zone's select, by the name a screen reader reads: the zone, then the column's heading. */
const zone = (n: number) => screen.getByRole<HTMLSelectElement>('combobox', { name: `Zone ${n} Greenhouse` });

afterEach(() => {
  cleanup();
  resetAppUpdate();
});

describe('a match lock', () => {
  it('offers every right item, and none chosen, to each left one', async () => {
    await renderMatch();
    const options = Array.from(zone(1).options).map((option) => option.textContent);
    expect(options).toEqual(['Choose…', 'The cacti', 'The ferns', 'The palm house']);
    expect(zone(1).value).toBe('');
  });

  it('never changes another select: a right item chosen twice is shown on both, and said instead of sent', async () => {
    const user = userEvent.setup();
    const { onAttempt, submit } = await renderMatch();
    await user.selectOptions(zone(1), 'The ferns');
    await user.selectOptions(zone(2), 'The cacti');
    await user.selectOptions(zone(3), 'The ferns');
    // A keyboard stepping zone 3 through the ferns took nothing from zone 1.
    expect([zone(1).value, zone(2).value, zone(3).value]).toEqual(['ferns', 'cacti', 'ferns']);
    expect(zone(1).getAttribute('aria-invalid')).toBe('true');
    expect(zone(2).getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByText('Also chosen for “Zone 3”')).toBeTruthy();
    await user.click(submit);
    expect((await screen.findByTestId('lock-problem')).textContent).toBe(
      'Chosen more than once: The ferns. Each goes with one only.',
    );
    expect(onAttempt).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(zone(1));
    await user.selectOptions(zone(3), 'The palm house');
    expect(screen.queryByTestId('lock-problem')).toBeNull();
    expect(screen.queryByText('Also chosen for “Zone 3”')).toBeNull();
  });

  it('names the items still unpaired instead of sending, and goes to the first', async () => {
    const user = userEvent.setup();
    const { onAttempt, submit } = await renderMatch();
    await user.selectOptions(zone(2), 'The palm house');
    await user.click(submit);
    expect((await screen.findByTestId('lock-problem')).textContent).toBe('Still to pair: Zone 1 and Zone 3.');
    expect(onAttempt).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(zone(1));
    expect(zone(1).getAttribute('aria-invalid')).toBe('true');
    // What is left shrinks as the player pairs, and the message goes once nothing is.
    await user.selectOptions(zone(1), 'The cacti');
    expect(screen.getByTestId('lock-problem').textContent).toBe('Still to pair: Zone 3.');
    await user.selectOptions(zone(3), 'The ferns');
    expect(screen.queryByTestId('lock-problem')).toBeNull();
  });

  it('sends every pair once all are made, and keeps them on screen when wrong', async () => {
    const user = userEvent.setup();
    const { onAttempt, submit } = await renderMatch('wrong');
    await user.selectOptions(zone(1), 'The ferns');
    await user.selectOptions(zone(2), 'The palm house');
    await user.selectOptions(zone(3), 'The cacti');
    await user.click(submit);
    await waitFor(() => expect(onAttempt).toHaveBeenCalledWith({ z1: 'ferns', z2: 'palms', z3: 'cacti' }));
    expect(await screen.findByTestId('lock-wrong')).toBeTruthy();
    expect([zone(1).value, zone(2).value, zone(3).value]).toEqual(['ferns', 'palms', 'cacti']);
  });

  it('says so when the server does not read the pairs, without a wrong answer', async () => {
    const user = userEvent.setup();
    const { submit } = await renderMatch('form');
    await user.selectOptions(zone(1), 'The ferns');
    await user.selectOptions(zone(2), 'The palm house');
    await user.selectOptions(zone(3), 'The cacti');
    await user.click(submit);
    expect((await screen.findByTestId('lock-problem')).textContent).toBe(
      'This answer is incomplete. That attempt didn’t count.',
    );
    expect(screen.queryByTestId('lock-wrong')).toBeNull();
  });
});
