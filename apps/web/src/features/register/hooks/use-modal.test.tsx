import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModal } from './use-modal';

function Dialog({ hydrating }: { hydrating: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  useModal(ref, hydrating);
  return (
    <dialog ref={ref} open aria-label="Form" tabIndex={-1}>
      <a href="#fields">Skip</a>
      <input aria-label="E-mail" />
    </dialog>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a dialog made modal', () => {
  it('drawn anew, at once, with the focus on the dialog', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<Dialog hydrating={false} />);
    expect(showModal).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });

  it('hydrated, not before the first key, then once', async () => {
    const user = userEvent.setup();
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<Dialog hydrating />);
    expect(showModal).not.toHaveBeenCalled();
    await user.keyboard('{Shift}');
    expect(showModal).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    await user.keyboard('{Shift}');
    expect(showModal).toHaveBeenCalledOnce();
  });

  it('hydrated, at the first tap, leaving the focus to the field tapped, never blurred', async () => {
    const user = userEvent.setup();
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<Dialog hydrating />);
    const field = screen.getByRole('textbox', { name: 'E-mail' });
    const blurred = vi.fn();
    field.addEventListener('blur', blurred);
    await user.click(field);
    expect(showModal).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(field);
    expect(blurred).not.toHaveBeenCalled();
  });

  it('hydrated with a field already focused (typed in before the app ran), keeps it focused', async () => {
    const user = userEvent.setup();
    render(<Dialog hydrating />);
    const field = screen.getByRole('textbox', { name: 'E-mail' });
    field.focus();
    const blurred = vi.fn();
    field.addEventListener('blur', blurred);
    await user.keyboard('a');
    expect(document.activeElement).toBe(field);
    expect(blurred).not.toHaveBeenCalled();
    expect(field.hasAttribute('autofocus')).toBe(false);
  });
});
