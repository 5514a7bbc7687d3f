import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Language } from '@coulisses/shared/languages';
import { RegisterPage } from '../../../app/register-page';
import { setupI18n } from '../../../lib/i18n';
import { api, http, HttpResponse, mockApi, useMockApi } from '../../../test/mock-api';
import { textsOf, translationFiles } from '../../../test/translation-files';

/*
 * docs/product.md#error-catalogue and #error-snackbar, on /register's own page
 * (src/register/main.tsx): what the API answers a registration with, and what the player
 * reads, in the language chosen in the dialog.
 */

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await act(() => i18next.changeLanguage('fr'));
});

/** The server answers every registration with `answer`; the bodies sent are kept. */
function serverAnswers(answer: () => Response) {
  const sent: unknown[] = [];
  mockApi.use(
    http.post(api('players'), async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

const refusal = (status: number, key: string) => () =>
  HttpResponse.json({ key, message: key.toLowerCase() }, { status });

/**
 * Opens /register's page as src/register/main.tsx draws it, picks `lang` in its select as a
 * player does, and types `mail` and `sessionId` in.
 */
async function fillRegistration({
  sessionId,
  mail = 'ana@example.com',
  lang = 'fr',
}: {
  sessionId: string;
  mail?: string;
  lang?: Language;
}) {
  const user = userEvent.setup();
  const t = await textsOf(lang);
  const onRegistered = vi.fn();
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <RegisterPage joinCode="" invitedTeam={null} onRegistered={onRegistered} />
      </Suspense>,
    );
  });
  if (lang !== 'fr') {
    const french = await textsOf('fr');
    await user.selectOptions(await screen.findByRole('combobox', { name: french('register.lang') }), lang);
  }
  const dialog = await screen.findByRole('dialog', { name: t('register.title') });
  const fields = {
    mail: within(dialog).getByRole('textbox', { name: t('register.mail') }),
    sessionId: within(dialog).getByRole('textbox', { name: t('register.sessionId') }),
  };
  await user.type(fields.mail, mail);
  await user.type(fields.sessionId, sessionId);
  const submit = within(dialog).getByRole('button', { name: t('register.submit') });
  return { t, user, dialog, submit, onRegistered, ...fields };
}

/** Fills the registration in (fillRegistration) and submits it. */
async function submitRegistration(input: Parameters<typeof fillRegistration>[0]) {
  const filled = await fillRegistration(input);
  await filled.user.click(filled.submit);
  return filled;
}

/** The error snackbar that says `text` (role="alert", with its close action). */
const snackbar = (text: string) =>
  screen.findByText(text, { selector: '[role="alert"][data-testid="error-snackbar"] *' }, { timeout: 5_000 });
/** The registration dialog is still there, open: the player stays on it. */
const stillOpen = (dialog: HTMLElement) =>
  expect(dialog.isConnected && (dialog as HTMLDialogElement).open).toBe(true);
/** No error snackbar says `text`. */
const noSnackbar = (text: string) =>
  expect(
    screen.queryAllByTestId('error-snackbar').filter((shown) => shown.textContent?.includes(text)),
  ).toEqual([]);

describe('the errors of the registration', { timeout: 20_000 }, () => {
  useMockApi(translationFiles);
  beforeAll(() => setupI18n());

  describe('the error catalogue on registration', () => {
    for (const lang of ['fr', 'en'] as const) {
      it(`says an unknown session code (404 BAD_SESSION_ID) in its own snackbar, once, in ${lang}; its close action too`, async () => {
        const sent = serverAnswers(refusal(404, 'BAD_SESSION_ID'));
        const { t, user, dialog, sessionId, onRegistered } = await submitRegistration({
          sessionId: 'ZZZ-Z99',
          lang,
        });
        const said = t('register.badSessionId');
        const alert = (await snackbar(said)).closest('[role="alert"]') as HTMLElement;
        expect(sent).toEqual([{ lang, mail: 'ana@example.com', sessionId: 'ZZZ-Z99' }]);
        noSnackbar(t('register.error'));
        // Said once: the code's field is marked and focused, not given the same words.
        expect(screen.getAllByText(said)).toHaveLength(1);
        await waitFor(() => expect(sessionId.getAttribute('aria-invalid')).toBe('true'));
        expect(sessionId).toBe(document.activeElement);
        // The player stays on the registration dialog, unregistered.
        stillOpen(dialog);
        expect(onRegistered).not.toHaveBeenCalled();
        expect(sessionStorage.getItem('CURENT_PLAYER')).toBeNull();
        // Its close action is translated too, and closes it.
        await user.click(within(alert).getByRole('button', { name: t('common.close') }));
        expect(screen.queryByText(said)).toBeNull();
        stillOpen(dialog);
      });
    }

    it('says a draft session’s code (409 BAD_SESSION_ID) in the bad-session-id snackbar too', async () => {
      serverAnswers(refusal(409, 'BAD_SESSION_ID'));
      const { t, dialog, onRegistered } = await submitRegistration({ sessionId: 'DRAFT2' });
      await snackbar(t('register.badSessionId'));
      stillOpen(dialog);
      expect(onRegistered).not.toHaveBeenCalled();
    });

    for (const lang of ['fr', 'en'] as const) {
      it(`says any other refusal (409 PLAYER_EXISTS, the same mail twice) in the default error snackbar, once, in ${lang}`, async () => {
        serverAnswers(refusal(409, 'PLAYER_EXISTS'));
        const { t, dialog, onRegistered } = await submitRegistration({ sessionId: 'ABCD23', lang });
        await snackbar(t('register.error'));
        noSnackbar(t('register.badSessionId'));
        expect(screen.getAllByText(t('register.error'))).toHaveLength(1);
        stillOpen(dialog);
        expect(onRegistered).not.toHaveBeenCalled();
      });
    }

    it('says a server failure (500 without an error key) in the default error snackbar', async () => {
      serverAnswers(
        () => new HttpResponse('boom', { status: 500, headers: { 'Content-Type': 'text/plain' } }),
      );
      const { t, dialog, onRegistered } = await submitRegistration({ sessionId: 'ABCD23' });
      await snackbar(t('register.error'));
      stillOpen(dialog);
      expect(onRegistered).not.toHaveBeenCalled();
    });
  });

  describe('the error snackbar', () => {
    it('goes on its own 4 seconds after it is shown, not before', async () => {
      serverAnswers(refusal(404, 'BAD_SESSION_ID'));
      const { t, submit } = await fillRegistration({ sessionId: 'ZZZ-Z99' });
      const said = t('register.badSessionId');
      // The timeouts' clock moves only when the test moves it: not at all while the page waits
      // for the server, nor while the test waits for the snackbar (a poll of its own).
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      fireEvent.click(submit);
      await new Promise<void>((shown) => {
        const poll = setInterval(() => {
          if (screen.queryByText(said)) shown(clearInterval(poll));
        }, 5);
      });
      // Its effects run (its timer starts) with the clock where it stood.
      await act(async () => undefined);
      act(() => vi.advanceTimersByTime(3_999));
      expect(screen.queryByText(said)).not.toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByText(said)).toBeNull();
    });
  });
});
