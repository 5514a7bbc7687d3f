import fs from 'node:fs';
import path from 'node:path';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '@coulisses/shared/languages';
import type { RegisteredPlayer, RegisterPlayer } from '@coulisses/shared/player/player.schema';
import type { Introduction } from '@coulisses/shared/scenario/introduction.schema';
import { paths } from '../../lib/paths';
import { api, http, HttpResponse, mockApi, useMockApi } from '../../test/mock-api';
import { setupAppTranslations } from '../../test/render-translated';
// Loaded with the file: the route fetches it on demand, which would take one test's time.
import '../../features/register/components/start-dialog';
import { RegisterRoute } from './register';

/*
 * docs/product.md#registration-screen-flow against the mock API: the registration dialog,
 * what it sends to POST /v1/players and what it says of the answer, then the start dialog
 * and the root route. The page prerendered at build time, its hydration and its hand-over
 * to the app are the browser's (docs/decisions/0028-react-renders-what-ships.md).
 */

const i18n = await setupAppTranslations();
const t = (lang: Language, key: string) => i18n.t(key, { lng: lang });

/** The case every session plays, as GET /v1/players/{id}/introduction answers it. */
const scenario = path.resolve(__dirname, '../../../../../content/scenarios/le-dernier-acte');
function introductionIn(lang: Language): Introduction {
  const texts = JSON.parse(fs.readFileSync(path.join(scenario, `texts.${lang}.json`), 'utf8')) as {
    title: string;
    cover: string;
  };
  const markdown = fs.readFileSync(path.join(scenario, `introduction.${lang}.md`), 'utf8');
  return {
    scenarioId: 'le-dernier-acte',
    rawHtml: true,
    lang,
    title: texts.title,
    markdown: markdown.replaceAll('{{minutes}}', '60'),
    cover: texts.cover,
  };
}
/** The words of the introduction's raw-HTML `<em>`: proof that sanitisation is off. */
const emphasisIn = (lang: Language) => /<em>(.*?)<\/em>/.exec(introductionIn(lang).markdown)![1]!;

/** What the page sent to POST /v1/players; each registration is answered 201 with the player. */
let sent: RegisterPlayer[];

/** POST /v1/players as the server answers a registration: 201 and the player, once `answered`. */
const registering = (answered: Promise<void> = Promise.resolve()) =>
  http.post(api('players'), async ({ request }) => {
    const body = (await request.json()) as RegisterPlayer;
    sent.push(body);
    await answered;
    const player: RegisteredPlayer = {
      id: `p${sent.length}`,
      sessionId: body.sessionId,
      mail: body.mail,
      lang: body.lang,
      createdAt: '2026-03-14T19:00:00.000Z',
      token: 'token',
    };
    return HttpResponse.json(player, { status: 201 });
  });

/** /register as the app routes it (app/router.tsx), the game at the root a heading. */
function renderAt(url: string = paths.register) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={paths.register} element={<RegisterRoute />} />
        <Route path={paths.game} element={<h1>the game</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** A field by its label, which a required field follows with an asterisk. */
const labelled = (label: string) => (name: string) => name.replace(/\s*\*$/, '') === label;

/** The registration dialog and its fields, by their translated names in `lang`. */
function registration(lang: Language = 'fr') {
  const dialog = screen.getByRole('dialog', { name: t(lang, 'register.title') });
  const inDialog = within(dialog);
  return {
    dialog,
    lang: inDialog.getByRole('combobox', { name: labelled(t(lang, 'register.lang')) }) as HTMLSelectElement,
    mail: inDialog.getByRole('textbox', { name: labelled(t(lang, 'register.mail')) }) as HTMLInputElement,
    sessionId: inDialog.getByRole('textbox', {
      name: labelled(t(lang, 'register.sessionId')),
    }) as HTMLInputElement,
    submit: inDialog.getByRole('button', { name: t(lang, 'register.submit') }) as HTMLButtonElement,
  };
}

/** The start dialog, named after the case in `lang`, once its introduction has come. */
async function startDialog(lang: Language = 'fr') {
  const dialog = await screen.findByRole('dialog', { name: introductionIn(lang).title }, { timeout: 5000 });
  await within(dialog).findByRole('table');
  return dialog;
}

/** Switches the dialog to `lang` with its select, as a player does. */
async function choose(user: ReturnType<typeof userEvent.setup>, lang: Language) {
  await user.selectOptions(registration().lang, lang);
  await screen.findByRole('dialog', { name: t(lang, 'register.title') });
}

describe('the registration screen', { timeout: 15_000 }, () => {
  useMockApi(
    registering(),
    http.get(api('players/:id/introduction'), ({ request }) =>
      HttpResponse.json(introductionIn(new URL(request.url).searchParams.get('lang') as Language)),
    ),
  );
  beforeEach(async () => {
    sent = [];
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(cleanup);

  describe('the registration dialog', () => {
    it('has a language select, an e-mail input, a session id input and a submit button, with their names', () => {
      renderAt();
      const fields = registration();
      expect(fields.lang.name).toBe('lang');
      expect(fields.lang.value).toBe('fr');
      expect(fields.mail.name).toBe('mail');
      expect(fields.mail.type).toBe('email');
      expect(fields.mail.value).toBe('');
      expect(fields.sessionId.name).toBe('sessionId');
      expect(fields.sessionId.value).toBe('');
      expect(fields.submit.disabled).toBe(false);
      expect(fields.submit.type).toBe('submit');
    });

    it('sends {lang, mail, sessionId} to POST /v1/players, with French by default, then opens the start dialog', async () => {
      const user = userEvent.setup();
      renderAt();
      const fields = registration();
      await user.type(fields.mail, 'ana@example.com');
      await user.type(fields.sessionId, 'ABCD23');
      await user.click(fields.submit);
      await waitFor(() =>
        expect(sent).toEqual([{ lang: 'fr', mail: 'ana@example.com', sessionId: 'ABCD23' }]),
      );
      await startDialog();
    });

    for (const lang of ['en', 'es', 'gr'] as const) {
      it(`sends the language chosen in the dialog (${lang}), and the start dialog comes in it`, async () => {
        const user = userEvent.setup();
        renderAt();
        await choose(user, lang);
        const fields = registration(lang);
        expect(fields.lang.value).toBe(lang);
        await user.type(fields.mail, `${lang}@example.com`);
        await user.type(fields.sessionId, 'ABCD23');
        await user.click(fields.submit);
        await waitFor(() =>
          expect(sent).toEqual([{ lang, mail: `${lang}@example.com`, sessionId: 'ABCD23' }]),
        );
        await startDialog(lang);
      });
    }

    it('takes the join link’s code (/register?session=CODE), which is enough to register', async () => {
      const user = userEvent.setup();
      renderAt(`${paths.register}?session=ABCD23`);
      const fields = registration();
      expect(fields.sessionId.value).toBe('ABCD23');
      expect(fields.mail.value).toBe('');
      await user.type(fields.mail, 'joinlink@example.com');
      await user.click(fields.submit);
      await waitFor(() =>
        expect(sent).toEqual([{ lang: 'fr', mail: 'joinlink@example.com', sessionId: 'ABCD23' }]),
      );
      await startDialog();
    });

    it('shows an invalid e-mail’s error in English once English is chosen, and sends nothing', async () => {
      const user = userEvent.setup();
      renderAt();
      await choose(user, 'en');
      const fields = registration('en');
      await user.type(fields.mail, 'still@not@valid');
      await user.type(fields.sessionId, 'ABCDEF');
      await user.click(fields.submit);
      expect(await within(fields.dialog).findByText(t('en', 'register.errors.mailInvalid'))).toBeTruthy();
      expect(within(fields.dialog).queryByText(t('fr', 'register.errors.mailInvalid'))).toBeNull();
      expect(sent).toEqual([]);
    });

    it('refuses a very long e-mail and a pasted control character in the field, and sends nothing', async () => {
      const user = userEvent.setup();
      renderAt();
      const fields = registration();
      await user.type(fields.sessionId, 'ABCD23');
      await user.click(fields.mail);
      await user.paste(`${'a'.repeat(250)}@example.org`);
      await user.click(fields.submit);
      expect(await screen.findByText(t('fr', 'register.errors.mailTooLong'))).toBeTruthy();
      await waitFor(() => expect(document.activeElement).toBe(fields.mail));
      // Pasted over it, a bell character between the name and the domain.
      await user.clear(fields.mail);
      await user.paste('ann\u0007@example.org');
      await user.click(fields.submit);
      await waitFor(() => expect(fields.mail.getAttribute('aria-invalid')).toBe('true'));
      expect(sent).toEqual([]);
    });

    it('shows a malformed join code as typed and says the API’s BAD_SESSION_ID in its snackbar', async () => {
      mockApi.use(
        http.post(api('players'), async ({ request }) => {
          sent.push((await request.json()) as RegisterPlayer);
          // What the server answers for a code that cannot exist (docs/product.md#error-catalogue).
          return HttpResponse.json(
            { key: 'BAD_SESSION_ID', message: 'Unknown session', fields: ['sessionId'] },
            { status: 404 },
          );
        }),
      );
      const user = userEvent.setup();
      renderAt(`${paths.register}?session=${encodeURIComponent('<b>ZZ-ZZ9</b>')}`);
      const fields = registration();
      expect(fields.sessionId.value).toBe('<b>ZZ-ZZ9</b>');
      expect(fields.dialog.querySelector('b')).toBeNull();
      await user.type(fields.mail, 'malformed@example.com');
      await user.click(fields.submit);
      const snackbar = await within(fields.dialog).findByRole('alert');
      expect(snackbar.textContent).toContain(t('fr', 'register.badSessionId'));
      await waitFor(() => expect(fields.sessionId.getAttribute('aria-invalid')).toBe('true'));
      expect(sent).toEqual([{ lang: 'fr', mail: 'malformed@example.com', sessionId: '<b>ZZ-ZZ9</b>' }]);
    });

    it('registers once on a double tap of submit', async () => {
      // The server answers once the second tap is in, as a network slower than a finger does.
      let answer = () => undefined as void;
      mockApi.use(registering(new Promise((resolve) => (answer = resolve))));
      const user = userEvent.setup();
      renderAt();
      const fields = registration();
      await user.type(fields.mail, 'double@example.com');
      await user.type(fields.sessionId, 'ABCD23');
      await user.dblClick(fields.submit);
      answer();
      await startDialog();
      expect(sent).toHaveLength(1);
    });
  });

  describe('the start dialog', () => {
    for (const lang of ['fr', 'en'] as const) {
      it(`replaces the registration dialog with the logo, the markdown introduction and one button (${lang})`, async () => {
        const user = userEvent.setup();
        renderAt(`${paths.register}?session=ABCD23`);
        if (lang !== 'fr') await choose(user, lang);
        await user.type(registration(lang).mail, 'start@example.com');
        await user.click(registration(lang).submit);
        const start = await startDialog(lang);
        expect(screen.queryByRole('dialog', { name: t(lang, 'register.title') })).toBeNull();
        const inStart = within(start);
        expect(inStart.getByRole('img', { name: t(lang, 'app.name') })).toBeTruthy();
        expect(inStart.getByRole('heading', { name: introductionIn(lang).title })).toBeTruthy();
        // GitHub-flavoured markdown: a real table, with its header cells.
        expect(inStart.getAllByRole('columnheader').length).toBeGreaterThan(1);
        // Sanitisation off: the raw <em> of the text is rendered as an element.
        const emphases = [...start.querySelectorAll('em')].filter(
          (em) => em.textContent === emphasisIn(lang),
        );
        expect(emphases).toHaveLength(1);
        expect(start.textContent).not.toContain('<em>');
        expect(start.querySelector('strong')).not.toBeNull();
        // Exactly one button, the primary one.
        expect(inStart.getAllByRole('button').map((button) => button.textContent)).toEqual([
          t(lang, 'start.begin'),
        ]);
      });
    }

    it('leads to the root route, the game, with its button', async () => {
      const user = userEvent.setup();
      renderAt(`${paths.register}?session=ABCD23`);
      await user.type(registration().mail, 'begin@example.com');
      await user.click(registration().submit);
      const start = await startDialog();
      await user.click(within(start).getByRole('button', { name: t('fr', 'start.begin') }));
      expect(await screen.findByRole('heading', { level: 1, name: 'the game' })).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  });
});
