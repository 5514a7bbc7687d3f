import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTranslated } from '../../../test/render-translated';
import { LoginDialog } from './login-dialog';

async function renderDialog() {
  const onClose = vi.fn();
  await renderTranslated(<LoginDialog open onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Game master sign-in' });
  return {
    onClose,
    dialog,
    username: within(dialog).getByRole('textbox', { name: /Username/ }),
    password: within(dialog).getByLabelText(/Password/),
  };
}

// docs/product.md#login-dialog: a field's error once typed in and left, or once sent.
describe('the sign-in dialog', () => {
  afterEach(cleanup);

  it('says nothing of a field passed through before anything is typed', async () => {
    const user = userEvent.setup();
    const { dialog, username, password } = await renderDialog();
    expect(username).toBe(document.activeElement);
    // The focus leaves the username for the password, then the dialog altogether.
    await user.click(password);
    await user.click(dialog);
    expect(within(dialog).queryByText('Enter your username.')).toBeNull();
    expect(within(dialog).queryByText('Enter your password.')).toBeNull();
    expect(username.getAttribute('aria-invalid')).toBe('false');
    expect(password.getAttribute('aria-invalid')).toBe('false');
  });

  it('says why a field typed in, emptied and left is wrong, and no more once it is filled', async () => {
    const user = userEvent.setup();
    const { dialog, username, password } = await renderDialog();
    await user.type(username, 'x');
    await user.clear(username);
    expect(within(dialog).queryByText('Enter your username.')).toBeNull();
    await user.click(password);
    expect(await within(dialog).findByText('Enter your username.')).toBeTruthy();
    expect(username.getAttribute('aria-invalid')).toBe('true');
    // The password, passed through untyped, still says nothing.
    await user.click(username);
    expect(within(dialog).queryByText('Enter your password.')).toBeNull();
    await user.type(username, 'someone');
    expect(within(dialog).queryByText('Enter your username.')).toBeNull();
  });

  it('signs in with what was typed', async () => {
    const user = userEvent.setup();
    const { username, password, onClose } = await renderDialog();
    await user.type(username, 'someone');
    await user.type(password, 'secret{Enter}');
    await vi.waitFor(() =>
      expect(onClose).toHaveBeenCalledWith({
        submitted: true,
        credentials: { username: 'someone', password: 'secret' },
      }),
    );
  });
});
