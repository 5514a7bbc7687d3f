import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../public/assets/i18n/en.json';
import fr from '../../../../public/assets/i18n/fr.json';
import { renderTranslated } from '../../../test/render-translated';
import { LoginDialog } from './login-dialog';

const TEXTS = { fr, en };
type Lang = keyof typeof TEXTS;

async function renderDialog(lang: Lang = 'en') {
  const { login } = TEXTS[lang];
  const onClose = vi.fn();
  await renderTranslated(<LoginDialog open onClose={onClose} />, lang);
  const dialog = await screen.findByRole('dialog', { name: login.title });
  return {
    onClose,
    dialog,
    username: within(dialog).getByLabelText(login.username, { exact: false }) as HTMLInputElement,
    password: within(dialog).getByLabelText(login.password, { exact: false }) as HTMLInputElement,
    cancel: within(dialog).getByRole('button', { name: login.cancel }),
    submit: within(dialog).getByRole('button', { name: login.submit }) as HTMLButtonElement,
  };
}

/** Where a click beside the dialog lands: MUI's container, above the backdrop, around the sheet. */
const besideTheDialog = () => document.querySelector('.MuiDialog-container') as HTMLElement;

// docs/product.md#login-dialog: a title, a username, a masked password, cancel and submit;
// Submit disabled while invalid; a field's error once typed in and left, or once sent.
describe('the sign-in dialog', () => {
  afterEach(cleanup);

  for (const lang of ['fr', 'en'] as const) {
    const { login } = TEXTS[lang];

    it(`has a title, a username, a masked password, Cancel, and a Submit (${lang})`, async () => {
      const { dialog, username, password, cancel, submit } = await renderDialog(lang);
      expect(within(dialog).getByRole('heading', { name: login.title })).toBeTruthy();
      expect(username.name).toBe('username');
      expect(username.type).toBe('text');
      expect(password.name).toBe('password');
      expect(password.type).toBe('password');
      expect(cancel).toBeTruthy();
      expect(submit.type).toBe('submit');
    });

    it(`keeps Submit disabled while the form is invalid: both fields filled, and only then (${lang})`, async () => {
      const user = userEvent.setup({ delay: null });
      const { username, password, submit } = await renderDialog(lang);
      expect(submit.disabled).toBe(true);
      await user.type(username, 'ana');
      expect(submit.disabled).toBe(true);
      await user.type(password, 'pw');
      await vi.waitFor(() => expect(submit.disabled).toBe(false));
      await user.clear(username);
      await vi.waitFor(() => expect(submit.disabled).toBe(true));
      await user.type(username, '   ');
      await vi.waitFor(() => expect(submit.disabled).toBe(true));
      await user.clear(username);
      await user.type(username, 'ana');
      await vi.waitFor(() => expect(submit.disabled).toBe(false));
      await user.clear(password);
      await vi.waitFor(() => expect(submit.disabled).toBe(true));
    });

    it(`says nothing of a field passed through before anything is typed (${lang})`, async () => {
      const user = userEvent.setup({ delay: null });
      const { dialog, username, password } = await renderDialog(lang);
      expect(within(dialog).queryByText(login.errors.username)).toBeNull();
      expect(within(dialog).queryByText(login.errors.password)).toBeNull();
      expect(username).toBe(document.activeElement);
      // The focus leaves the username for the password, then the dialog for the page beside it.
      await user.click(password);
      await user.click(besideTheDialog());
      expect(screen.getByRole('dialog', { name: login.title })).toBe(dialog);
      expect(within(dialog).queryByText(login.errors.username)).toBeNull();
      expect(within(dialog).queryByText(login.errors.password)).toBeNull();
      expect(username.getAttribute('aria-invalid')).toBe('false');
      expect(password.getAttribute('aria-invalid')).toBe('false');
    });

    it(`says why a field typed in, emptied and left is wrong, and no more once it is filled (${lang})`, async () => {
      const user = userEvent.setup({ delay: null });
      const { dialog, username, password } = await renderDialog(lang);
      await user.type(username, 'a');
      await user.clear(username);
      expect(within(dialog).queryByText(login.errors.username)).toBeNull();
      await user.click(password);
      expect(await within(dialog).findByText(login.errors.username)).toBeTruthy();
      expect(username.getAttribute('aria-invalid')).toBe('true');
      // The password, passed through untyped, still says nothing.
      expect(within(dialog).queryByText(login.errors.password)).toBeNull();
      await user.type(password, 'x');
      await user.clear(password);
      await user.click(username);
      expect(await within(dialog).findByText(login.errors.password)).toBeTruthy();
      expect(password.getAttribute('aria-invalid')).toBe('true');
      // Filling a field clears its message.
      await user.type(username, 'ana');
      await vi.waitFor(() => expect(within(dialog).queryByText(login.errors.username)).toBeNull());
      expect(username.getAttribute('aria-invalid')).toBe('false');
    });
  }

  it('stays open when the page beside it is clicked', async () => {
    const user = userEvent.setup({ delay: null });
    const { dialog, onClose } = await renderDialog('fr');
    const beside = besideTheDialog();
    expect(beside.contains(dialog) && beside !== dialog).toBe(true);
    await user.click(beside);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: fr.login.title })).toBe(dialog);
  });

  it('signs in with what was typed', async () => {
    const user = userEvent.setup({ delay: null });
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
