import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Admin } from '@coulisses/shared/auth/login.schema';
import type { Language } from '@coulisses/shared/languages';
import type { ScenarioSummary } from '@coulisses/shared/scenario/scenario-summary.schema';
import { api, http, HttpResponse, mockApi, useMockApi } from '../../../test/mock-api';
import { renderTranslated } from '../../../test/render-translated';
import { installedCase } from '../../../test/admin-fixtures/case';
import { BROKEN_CASE, THE_FINAL_ACT, THE_QUEEN_OF_THE_NIGHT } from '../../../test/admin-fixtures/scenario';
import { ScenariosPage } from './scenarios-page';

const ME: Admin = { id: 'me', username: 'regie', createdAt: '2025-01-01T09:00:00Z', role: 'owner' };

/** The library as the server lists the installed `cases`, read in `lang`. */
async function renderLibrary(cases: ScenarioSummary[], lang: Language = 'en') {
  mockApi.use(
    http.get(api('cases'), () => HttpResponse.json(cases.map(installedCase))),
    http.get(api('scenarios'), () => HttpResponse.json(cases)),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderTranslated(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ScenariosPage />
      </MemoryRouter>
    </QueryClientProvider>,
    lang,
  );
  return screen.findAllByRole('article');
}

/** What a card says a term is: the value beside it in the card's list of facts. */
function fact(card: HTMLElement, term: string): string | null | undefined {
  const terms = within(card).getAllByRole('term');
  const found = terms.find((element) => element.textContent === term);
  if (!found) throw new Error(`No “${term}” on the card`);
  return found.nextElementSibling?.textContent;
}

describe('the case library', { timeout: 15_000 }, () => {
  useMockApi(http.get(api('admins/me'), () => HttpResponse.json(ME)));
  afterEach(cleanup);

  it('shows each case’s cover, title, pitch and facts on a card of its own', async () => {
    const cards = await renderLibrary([THE_FINAL_ACT, THE_QUEEN_OF_THE_NIGHT]);
    expect(cards).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Case library' })).toBeTruthy();

    const theatre = screen.getByRole('article', { name: 'The Final Act' });
    expect(within(theatre).getByRole('heading', { level: 2, name: 'The Final Act' })).toBeTruthy();
    expect(within(theatre).getByText(THE_FINAL_ACT.pitch!.en)).toBeTruthy();
    const poster = within(theatre).getByRole('img', { name: THE_FINAL_ACT.cover!.en });
    expect(poster.getAttribute('src')).toBe('/v1/scenarios/le-dernier-acte/cover?lang=en');
    expect(fact(theatre, 'Duration')).toBe('60 min');
    expect(fact(theatre, 'Difficulty')).toBe('Medium');
    expect(fact(theatre, 'Players')).toBe('Solo · teams of 2–6');
    expect(fact(theatre, 'Languages')).toBe('French, English, Spanish, and Greek');
    expect(fact(theatre, 'Puzzles')).toBe('Code and choice');
    expect(fact(theatre, 'Contents')).toBe('10 folders · 7 locks');

    const garden = screen.getByRole('article', { name: 'The Queen of the Night' });
    expect(within(garden).getByText(/^A flower that blooms one night a year/)).toBeTruthy();
    expect(
      within(garden)
        .getByRole('img', { name: /^Poster: a blue night/ })
        .getAttribute('src'),
    ).toBe('/v1/scenarios/la-reine-de-la-nuit/cover?lang=en');
    expect(fact(garden, 'Duration')).toBe('30 min');
    expect(fact(garden, 'Difficulty')).toBe('Easy');
    expect(fact(garden, 'Puzzles')).toBe('Code, choice, order, spot on an image, and matching pairs');
    expect(fact(garden, 'Contents')).toBe('6 folders · 5 locks');
  });

  it('reads every word in the game master’s language, the cover’s too', async () => {
    await renderLibrary([THE_QUEEN_OF_THE_NIGHT], 'fr');
    const garden = screen.getByRole('article', { name: 'La Reine de la nuit' });
    expect(
      within(garden).getByRole('img', { name: THE_QUEEN_OF_THE_NIGHT.cover!.fr }).getAttribute('src'),
    ).toBe('/v1/scenarios/la-reine-de-la-nuit/cover?lang=fr');
    expect(fact(garden, 'Difficulté')).toBe('Facile');
    expect(fact(garden, 'Joueurs')).toBe('En solo · en équipes de 2–6');
    expect(fact(garden, 'Énigmes')).toBe(
      'Code, choix, mise en ordre, repère sur une image et paires à associer',
    );
  });

  it('says who plays a case made for one team size, or for solo players only', async () => {
    await renderLibrary([
      { ...THE_FINAL_ACT, solo: false, teams: { min: 3, max: 3 } },
      { ...THE_QUEEN_OF_THE_NIGHT, teams: undefined },
    ]);
    expect(fact(screen.getByRole('article', { name: 'The Final Act' }), 'Players')).toBe('Teams of 3');
    expect(fact(screen.getByRole('article', { name: 'The Queen of the Night' }), 'Players')).toBe('Solo');
  });

  it('opens the new-session dialog with the card’s case chosen, in its own time', async () => {
    const user = userEvent.setup();
    await renderLibrary([THE_FINAL_ACT, THE_QUEEN_OF_THE_NIGHT]);
    const garden = screen.getByRole('article', { name: 'The Queen of the Night' });
    await user.click(within(garden).getByRole('button', { name: 'New session: The Queen of the Night' }));

    const dialog = screen.getByRole('dialog', { name: 'New session' });
    const chosen = within(dialog).getByRole('combobox', { name: 'Case' }) as HTMLSelectElement;
    expect(chosen.value).toBe('la-reine-de-la-nuit');
    expect(chosen.selectedOptions[0]?.textContent).toBe('The Queen of the Night · 30 min');
    expect(within(dialog).getByRole('spinbutton', { name: 'Duration (minutes)' })).toHaveProperty(
      'value',
      '30',
    );

    // Closed, and opened from the other card: the other case.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'New session: The Final Act' }));
    const again = screen.getByRole('dialog', { name: 'New session' });
    expect(within(again).getByRole('combobox', { name: 'Case' })).toHaveProperty('value', 'le-dernier-acte');
    expect(within(again).getByRole('spinbutton', { name: 'Duration (minutes)' })).toHaveProperty(
      'value',
      '60',
    );
  });

  it('keeps an invalid case’s card, with its problems to unfold and no session to start', async () => {
    const user = userEvent.setup();
    await renderLibrary([THE_FINAL_ACT, BROKEN_CASE]);
    const broken = screen.getByTestId('scenario-la-piece-cassee');
    expect(within(broken).getByText('Invalid')).toBeTruthy();
    expect(within(broken).getByRole('heading', { level: 2, name: 'Unreadable title' })).toBeTruthy();
    expect(within(broken).queryByRole('button', { name: /^New session/ })).toBeNull();
    expect(within(broken).queryByRole('img')).toBeNull();

    const toggle = within(broken).getByRole('button', { name: 'Show the 2 problems' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const problems = within(broken).getByRole('table', { name: 'Problems in la-piece-cassee' });
    expect(toggle.getAttribute('aria-controls')).toBe(problems.parentElement?.id);
    const rows = within(problems).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      // Each problem in the admin's words, from its code and values.
      ['scenario.json', 'locks[2].answer', 'The wrong kind of value: it must be text.'],
      ['texts.gr.json', 'folders.f03.title', 'Missing translation.'],
    ]);
    // The valid one has nothing to unfold.
    expect(
      within(screen.getByTestId('scenario-le-dernier-acte')).queryByRole('button', { name: /^Show/ }),
    ).toBeNull();
  });
});
