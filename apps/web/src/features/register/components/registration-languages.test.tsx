import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RegisterPage } from '../../../app/register-page';
import { setupI18n } from '../../../lib/i18n';
import { useMockApi } from '../../../test/mock-api';
import { textsOf, translationFiles, translationRequests } from '../../../test/translation-files';

/*
 * docs/product.md#languages and #translations, on /register's own page (src/register/main.tsx):
 * the app's own i18next, its files fetched from the mock API as the server serves them.
 */

/** The `lang` attribute of the page in each language: Greek's code is el. */
const HTML_LANG = { fr: 'fr', en: 'en', es: 'es', gr: 'el' } as const;

afterEach(async () => {
  cleanup();
  await act(() => i18next.changeLanguage('fr'));
  translationRequests.length = 0;
});

/** /register's page as src/register/main.tsx draws it; its dialog, found by its French title. */
async function openRegistration() {
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <RegisterPage joinCode="" invitedTeam={null} onRegistered={vi.fn()} />
      </Suspense>,
    );
  });
  const french = await textsOf('fr');
  const dialog = await screen.findByRole('dialog', { name: french('register.title') });
  return { french, dialog, select: within(dialog).getByRole('combobox', { name: french('register.lang') }) };
}

describe('the languages of the registration dialog', () => {
  useMockApi(translationFiles);
  beforeAll(() => setupI18n());

  it('offers fr, en, es and gr, each named in its own language, French chosen', async () => {
    const { french, select } = await openRegistration();
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => option.value)).toEqual(['fr', 'en', 'es', 'gr']);
    expect(options.map((option) => option.textContent)).toEqual(
      ['fr', 'en', 'es', 'gr'].map((lang) => french(`languages.${lang}`)),
    );
    expect((select as HTMLSelectElement).value).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  for (const lang of ['en', 'es', 'gr'] as const) {
    it(`choosing ${lang} switches the interface at once and fetches /assets/i18n/${lang}.json`, async () => {
      const user = userEvent.setup();
      const { french, select } = await openRegistration();
      translationRequests.length = 0;
      await user.selectOptions(select, lang);
      const t = await textsOf(lang);
      const dialog = await screen.findByRole('dialog', { name: t('register.title') });
      expect(translationRequests.map((request) => [request.method, new URL(request.url).pathname])).toEqual([
        ['GET', `/assets/i18n/${lang}.json`],
      ]);
      expect(screen.queryByRole('dialog', { name: french('register.title') })).toBeNull();
      expect(document.documentElement.lang).toBe(HTML_LANG[lang]);
      // Every text of the dialog follows, not only its title.
      expect(within(dialog).getByRole('textbox', { name: t('register.mail') })).toBeTruthy();
      expect(within(dialog).getByRole('textbox', { name: t('register.sessionId') })).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: t('register.submit') })).toBeTruthy();
      const translated = within(dialog).getByRole('combobox', { name: t('register.lang') });
      expect((translated as HTMLSelectElement).value).toBe(lang);
      expect(within(dialog).getByText(t('register.lead'))).toBeTruthy();
    });
  }
});
