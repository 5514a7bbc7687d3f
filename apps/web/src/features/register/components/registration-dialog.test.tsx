import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../../lib/snackbar';
import { renderTranslated } from '../../../test/render-translated';
import { submitRegistration, type RegistrationOutcome } from '../submit-registration';
import { RegistrationDialog } from './registration-dialog';

vi.mock('../submit-registration', () => ({ submitRegistration: vi.fn() }));
const submitted = vi.mocked(submitRegistration);

afterEach(() => {
  cleanup();
  submitted.mockReset();
});

async function renderDialog(initialSessionId = '') {
  const onRegistered = vi.fn();
  await renderTranslated(
    <MemoryRouter>
      <SnackbarProvider>
        <RegistrationDialog initialSessionId={initialSessionId} onRegistered={onRegistered} />
      </SnackbarProvider>
    </MemoryRouter>,
  );
  return {
    onRegistered,
    mail: screen.getByRole('textbox', { name: /E-mail/ }),
    sessionId: screen.getByRole('textbox', { name: /Session code/ }),
    submit: screen.getByRole('button', { name: 'Join' }),
  };
}

/** The field's helper text, which aria-describedby ties to it. */
const description = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

const refusal = (refused: RegistrationOutcome) => submitted.mockResolvedValue(refused);

describe('the registration dialog', () => {
  it('checks a field once it loses the focus, then at each change', async () => {
    const user = userEvent.setup();
    const { mail } = await renderDialog();
    await user.type(mail, 'nobody');
    expect(mail.getAttribute('aria-invalid')).toBe('false');
    await user.tab();
    await waitFor(() => expect(mail.getAttribute('aria-invalid')).toBe('true'));
    expect(description(mail)).toBe('Enter a valid e-mail address.');
    await user.type(mail, '@example.com');
    await waitFor(() => expect(mail.getAttribute('aria-invalid')).toBe('false'));
  });

  it("puts the join link's code in its field once: a code typed over it stays through the renders after", async () => {
    const user = userEvent.setup();
    const { mail, sessionId } = await renderDialog('ABCD23');
    expect(sessionId).toHaveProperty('value', 'ABCD23');
    await user.clear(sessionId);
    await user.type(sessionId, 'WXYZ45');
    // Each check of the e-mail draws the dialog again.
    await user.type(mail, 'nobody');
    await user.tab();
    await waitFor(() => expect(mail.getAttribute('aria-invalid')).toBe('true'));
    expect(sessionId).toHaveProperty('value', 'WXYZ45');
  });

  it('on submit, shows every field error, focuses the first and sends nothing', async () => {
    const user = userEvent.setup();
    const { mail, sessionId, submit } = await renderDialog();
    await user.click(submit);
    await waitFor(() => expect(mail).toBe(document.activeElement));
    expect(mail.getAttribute('aria-invalid')).toBe('true');
    expect(sessionId.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the session code.')).toBeTruthy();
    expect(submitted).not.toHaveBeenCalled();
  });

  it('sends the parsed input, trimmed, and hands the player on', async () => {
    const user = userEvent.setup();
    const player = {
      id: 'p',
      sessionId: 'ABCD23',
      mail: 'a@b.co',
      lang: 'fr',
      createdAt: 'now',
      token: 't',
    } as const;
    submitted.mockResolvedValue({ player });
    const { mail, submit, onRegistered } = await renderDialog('ABCD23');
    await user.type(mail, ' a@b.co ');
    await user.click(submit);
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(player));
    expect(submitted).toHaveBeenCalledWith({ lang: 'fr', mail: 'a@b.co', sessionId: 'ABCD23' });
  });

  it('says a bad session code once, in the snackbar, and marks and focuses its field until it changes', async () => {
    const user = userEvent.setup();
    refusal({ refusal: { key: 'BAD_SESSION_ID', message: 'unknown session' } });
    const { mail, sessionId, submit } = await renderDialog('ZZZZ99');
    await user.type(mail, 'a@b.co');
    await user.click(submit);
    await waitFor(() => expect(sessionId.getAttribute('aria-invalid')).toBe('true'));
    expect(sessionId).toBe(document.activeElement);
    const said = 'This session code is unknown or the session isn’t open to players.';
    expect((await screen.findByRole('alert')).textContent).toContain(said);
    expect(screen.getAllByText(said)).toHaveLength(1);
    // The field keeps its hint: the message is not said twice.
    expect(description(sessionId)).not.toContain(said);
    expect(description(sessionId)).toBeTruthy();
    await user.type(sessionId, '2');
    await waitFor(() => expect(sessionId.getAttribute('aria-invalid')).toBe('false'));
  });

  it('marks the fields a VALIDATION refusal names, and the mail a PLAYER_EXISTS one', async () => {
    const user = userEvent.setup();
    refusal({ refusal: { key: 'VALIDATION', message: 'invalid', fields: ['sessionId'] } });
    const { mail, sessionId, submit } = await renderDialog('ABCD23');
    await user.type(mail, 'a@b.co');
    await user.click(submit);
    await waitFor(() => expect(sessionId.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This value is invalid.')).toBeTruthy();
    refusal({ refusal: { key: 'PLAYER_EXISTS', message: 'exists' } });
    await user.click(submit);
    await waitFor(() => expect(mail.getAttribute('aria-invalid')).toBe('true'));
    expect(sessionId.getAttribute('aria-invalid')).toBe('false');
  });
});

describe('the registration dialog as a modal', () => {
  it('drawn anew, opens modal at once, takes the focus, and refuses to be cancelled (Escape)', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    await renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Join the investigation' });
    expect(showModal).toHaveBeenCalledOnce();
    expect(dialog).toBe(document.activeElement);
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    // Closed all the same, it opens again.
    (dialog as HTMLDialogElement).close();
    await waitFor(() => expect((dialog as HTMLDialogElement).open).toBe(true));
    showModal.mockRestore();
  });

  it('says the notice the game sent the player back with, in its snackbar', async () => {
    await renderTranslated(
      <RegistrationDialog initialSessionId="" notice="game.playerGone" onRegistered={vi.fn()} />,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('no longer');
  });
});
