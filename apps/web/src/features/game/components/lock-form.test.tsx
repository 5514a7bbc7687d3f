import { cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LockView } from '@coulisses/shared/game/game.schema';
import { resetAppUpdate, useUpdateHeld } from '../../../lib/app-update';
import { renderTranslated } from '../../../test/render-translated';
import { LockForm, type AttemptOutcome } from './lock-form';

const lock = (fields: Partial<LockView>): LockView => ({
  id: 'dressing-room-seal',
  kind: 'code',
  prompt: 'The time, as HHMM (4 digits).',
  answerForm: { kind: 'digits', length: 4 },
  hintsTaken: [],
  hintCount: 3,
  nextHintPenaltySeconds: 60,
  wrongAttempts: 0,
  freeAttemptsLeft: 3,
  wrongAttemptPenaltySeconds: 30,
  ...fields,
});

async function renderLock(view: LockView, outcome: AttemptOutcome = 'wrong') {
  const onAttempt = vi.fn(async () => outcome);
  await renderTranslated(
    <LockForm lock={view} disabled={false} onAttempt={onAttempt} onHint={async () => {}} />,
  );
  return {
    onAttempt,
    field: screen.getByTestId(`answer-${view.id}`),
    submit: screen.getByRole('button', { name: 'Try' }),
  };
}

/** The field's helper text, which aria-describedby ties to it. */
const description = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

afterEach(cleanup);

describe('the lock form and the form of its answer', () => {
  it('opens the numeric keypad for a code of digits, not for words', async () => {
    const { field } = await renderLock(lock({}));
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('pattern')).toBe('[0-9]*');
    cleanup();
    const text = await renderLock(lock({ id: 'workshop-door', kind: 'text', answerForm: { kind: 'text' } }));
    expect(text.field.getAttribute('inputmode')).toBeNull();
  });

  it('says under the field that the code has 4 digits, sends nothing and keeps the text', async () => {
    const user = userEvent.setup();
    const { field, submit, onAttempt } = await renderLock(lock({}));
    await user.type(field, 'vingt heures');
    await user.click(submit);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(description(field)).toBe('This code has 4 digits. That attempt didn’t count.');
    expect(onAttempt).not.toHaveBeenCalled();
    expect((field as HTMLInputElement).value).toBe('vingt heures');
    await waitFor(() => expect(field).toBe(document.activeElement));
  });

  it('says so too when the server refuses the form, without counting a wrong answer', async () => {
    const user = userEvent.setup();
    const { field, submit, onAttempt } = await renderLock(lock({ answerForm: { kind: 'digits' } }), 'form');
    // Of the form here (it has a digit): the server has the last word.
    await user.type(field, '4 cent 12');
    await user.click(submit);
    await waitFor(() =>
      expect(description(field)).toBe('This code is numbers only. That attempt didn’t count.'),
    );
    expect(onAttempt).toHaveBeenCalledWith('4 cent 12');
    expect(screen.queryByTestId('lock-wrong')).toBeNull();
  });

  it('asks for Latin or Greek letters on a text lock', async () => {
    const user = userEvent.setup();
    const { field, submit, onAttempt } = await renderLock(
      lock({ id: 'workshop-door', kind: 'text', answerForm: { kind: 'text' } }),
    );
    await user.type(field, '莫罗');
    await user.click(submit);
    await waitFor(() =>
      expect(description(field)).toBe(
        'Use ordinary letters (A–Z) or Greek letters. That attempt didn’t count.',
      ),
    );
    expect(onAttempt).not.toHaveBeenCalled();
  });
});

describe('the lock form around its answer', () => {
  afterEach(() => {
    // Unmounted first, so that the hold it took is let go before the count is reset.
    cleanup();
    resetAppUpdate();
  });

  it('holds a new version’s reload while an answer is typed and not yet tried', async () => {
    const user = userEvent.setup();
    const { field } = await renderLock(lock({}));
    const held = renderHook(() => useUpdateHeld());
    expect(held.result.current).toBe(false);
    await user.type(field, '20');
    await waitFor(() => expect(held.result.current).toBe(true));
    await user.clear(field);
    await waitFor(() => expect(held.result.current).toBe(false));
  });

  it('takes a hint through the lock’s latest hand, drawn again or not', async () => {
    const user = userEvent.setup();
    const first = vi.fn(async () => {});
    const latest = vi.fn(async () => {});
    const view = lock({});
    const form = (onHint: () => Promise<void>) => (
      <LockForm lock={view} disabled={false} onAttempt={async () => 'wrong'} onHint={onHint} />
    );
    const { rerender } = await renderTranslated(form(first));
    rerender(form(latest));
    await user.click(screen.getByRole('button', { name: 'Hint 1 of 3' }));
    await user.click(await screen.findByRole('button', { name: 'Take it (−1\u00a0min)' }));
    await waitFor(() => expect(latest).toHaveBeenCalledTimes(1));
    expect(first).not.toHaveBeenCalled();
  });

  it('lets no hint be asked for once the lock may not be used, drawn again or not', async () => {
    const view = lock({});
    const form = (disabled: boolean) => (
      <LockForm lock={view} disabled={disabled} onAttempt={async () => 'wrong'} onHint={async () => {}} />
    );
    const { rerender } = await renderTranslated(form(false));
    const ask = screen.getByRole('button', { name: 'Hint 1 of 3' });
    expect(ask.hasAttribute('disabled')).toBe(false);
    rerender(form(true));
    expect(screen.getByRole('button', { name: 'Hint 1 of 3' }).hasAttribute('disabled')).toBe(true);
  });
});
