import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Admin } from '@coulisses/shared/auth/login.schema';
import type { CaseSummary, CreateCase } from '@coulisses/shared/case/case.schema';
import type { ScenarioSummary } from '@coulisses/shared/scenario/scenario-summary.schema';
import { formatDateTime } from '../../../lib/date-time';
import { paths } from '../../../lib/paths';
import { SnackbarProvider } from '../../../lib/snackbar';
import { installedCase, writtenCase } from '../../../test/admin-fixtures/case';
import { THE_FINAL_ACT } from '../../../test/admin-fixtures/scenario';
import { api, http, HttpResponse, mockApi, useMockApi } from '../../../test/mock-api';
import { renderTranslated } from '../../../test/render-translated';
import { ScenariosPage } from './scenarios-page';

const ME: Admin = { id: 'me', username: 'regie', createdAt: '2025-01-01T09:00:00Z', role: 'admin' };
const OTHER: Admin = { id: 'ana', username: 'ana', createdAt: '2025-02-01T09:00:00Z', role: 'admin' };

/** A case of mine, published three times and changed since, that a session may play. */
const MINE = writtenCase('la-kermesse', {
  title: 'The School Fair',
  versions: [1, 2, 3].map((version) => ({
    version,
    publishedAt: `2026-11-2${version}T10:00:00Z`,
    publishedBy: 'regie',
  })),
  sessionCount: 2,
});
/** Its card's facts, as GET /v1/scenarios gives those a new session may play. */
const MINE_PLAYS: ScenarioSummary = {
  id: MINE.id,
  valid: true,
  title: { fr: 'The School Fair', en: 'The School Fair', es: 'The School Fair', gr: 'The School Fair' },
  kinds: ['code'],
  languages: ['en'],
  folderCount: 2,
  lockCount: 1,
  durationMinutes: 60,
  problems: [],
};
/** Ana's case, shared with me: I edit it, I do not share or delete it. */
const HERS = writtenCase('le-gala', {
  title: 'The Gala',
  ownerId: OTHER.id,
  ownerName: OTHER.username,
  sharedWith: [ME.id],
});

/** The editor's route, standing for the editor: it says which case it opened. */
function Editor() {
  return <p>Editor of {useParams().caseId}</p>;
}

/** The server's library, and each POST /v1/cases it receives. */
function serverWith(cases: CaseSummary[], scenarios: ScenarioSummary[] = []) {
  const created: CreateCase[] = [];
  mockApi.use(
    http.get(api('cases'), () => HttpResponse.json(cases)),
    http.get(api('scenarios'), () => HttpResponse.json(scenarios)),
    http.post(api('cases'), async ({ request }) => {
      const body = (await request.json()) as CreateCase;
      created.push(body);
      return HttpResponse.json({ id: body.id }, { status: 201 });
    }),
  );
  return created;
}

async function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderTranslated(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={[paths.adminScenarios]}>
          <Routes>
            <Route path={paths.adminScenarios} element={<ScenariosPage />} />
            <Route path={paths.adminCase} element={<Editor />} />
          </Routes>
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

/** What a card says a term is: the value beside it in the card's list of facts. */
function fact(card: HTMLElement, term: string) {
  const found = within(card)
    .getAllByRole('term')
    .find((element) => element.textContent === term);
  return found?.nextElementSibling?.textContent;
}

/** Opens a card's menu and picks `item`. */
async function pick(user: ReturnType<typeof userEvent.setup>, title: string, item: string) {
  await user.click(await screen.findByRole('button', { name: `More actions — ${title}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('the case library’s own cases', { timeout: 15_000 }, () => {
  useMockApi(
    http.get(api('admins/me'), () => HttpResponse.json(ME)),
    http.get(api('admins'), () => HttpResponse.json([ME, OTHER])),
  );
  afterEach(cleanup);

  it('lists an installed case and a case of mine with its versions and what is not published', async () => {
    serverWith([installedCase(THE_FINAL_ACT), MINE, HERS], [THE_FINAL_ACT, MINE_PLAYS]);
    await renderPage();
    const theatre = await screen.findByRole('article', { name: 'The Final Act' });
    expect(within(theatre).getByRole('button', { name: 'New session: The Final Act' })).toBeTruthy();
    expect(within(theatre).queryByRole('link', { name: /^Edit/ })).toBeNull();

    const fair = screen.getByRole('article', { name: 'The School Fair' });
    expect(within(fair).getByText('Changes not published')).toBeTruthy();
    expect(fact(fair, 'Versions')).toBe(
      `Version 3 · published ${formatDateTime('2026-11-23T10:00:00Z', 'en')}3 published versions`,
    );
    expect(fact(fair, 'Sessions')).toBe('2 sessions play it');
    expect(fact(fair, 'Languages')).toBe('English');
    expect(within(fair).queryByText(/^Shared by/)).toBeNull();
    expect(within(fair).getByRole('link', { name: 'Edit: The School Fair' }).getAttribute('href')).toBe(
      '/admin/cases/la-kermesse',
    );
    expect(within(fair).getByRole('button', { name: 'New session: The School Fair' })).toBeTruthy();

    const gala = screen.getByRole('article', { name: 'The Gala' });
    expect(within(gala).getByText('Draft not published')).toBeTruthy();
    expect(await within(gala).findByText('Shared by ana')).toBeTruthy();
    expect(fact(gala, 'Versions')).toBeUndefined();
    expect(fact(gala, 'Sessions')).toBe('No session plays it');
    // Never published: nothing for a session to play yet.
    expect(within(gala).queryByRole('button', { name: /^New session/ })).toBeNull();
  });

  it('offers to share and delete a case to its owner only', async () => {
    serverWith([installedCase(THE_FINAL_ACT), MINE, HERS], [THE_FINAL_ACT, MINE_PLAYS]);
    const user = userEvent.setup();
    await renderPage();
    const items = async (title: string) => {
      await user.click(await screen.findByRole('button', { name: `More actions — ${title}` }));
      const names = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      return names;
    };
    expect(await items('The School Fair')).toEqual(['Copy…', 'Export (.zip)', 'Share…', 'Delete…']);
    expect(await items('The Gala')).toEqual(['Copy…', 'Export (.zip)']);
    expect(await items('The Final Act')).toEqual(['Copy…', 'Export (.zip)']);

    await pick(user, 'The School Fair', 'Share…');
    const dialog = await screen.findByRole('dialog', { name: 'Share “The School Fair”' });
    expect(within(dialog).getByRole('checkbox', { name: 'ana' })).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox', { name: 'regie' })).toBeNull();
  });

  it('starts a new case from a skeleton in the language chosen, then opens its editor', async () => {
    const created = serverWith([]);
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'New case' }));
    const dialog = await screen.findByRole('dialog', { name: 'New case' });
    const id = within(dialog).getByRole('textbox', { name: 'Identifier' });
    expect(document.activeElement).toBe(id);
    await user.type(id, 'No');
    await user.click(within(dialog).getByRole('button', { name: 'New case' }));
    expect(await within(dialog).findByText(/^Lowercase letters, digits and dashes only/)).toBeTruthy();
    expect(created).toEqual([]);

    await user.clear(id);
    await user.type(id, 'the-fair');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'First language' }), 'en');
    await user.click(within(dialog).getByRole('button', { name: 'New case' }));
    expect(await screen.findByText('Editor of the-fair')).toBeTruthy();
    expect(created).toHaveLength(1);
    const files = created[0]!.files!;
    expect(created[0]!.id).toBe('the-fair');
    expect(JSON.parse(files['scenario.json']!)).toMatchObject({ id: 'the-fair', languages: ['en'] });
    expect(JSON.parse(files['texts.en.json']!)).toMatchObject({ title: 'New case' });
  });

  it('copies a case under the identifier given, then opens the copy’s editor', async () => {
    const created = serverWith([installedCase(THE_FINAL_ACT)], [THE_FINAL_ACT]);
    const user = userEvent.setup();
    await renderPage();
    await pick(user, 'The Final Act', 'Copy…');
    const dialog = await screen.findByRole('dialog', { name: 'Copy “The Final Act”' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Identifier' }), 'mon-dernier-acte');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Editor of mon-dernier-acte')).toBeTruthy();
    expect(created).toEqual([{ id: 'mon-dernier-acte', copyOf: { id: 'le-dernier-acte' } }]);
  });

  it('imports a zip, and says in words why the server refused one', async () => {
    serverWith([]);
    const sent: string[] = [];
    mockApi.use(
      http.post(api('cases/import'), async ({ request }) => {
        sent.push(request.headers.get('content-type') ?? '');
        // The archive itself, as its bytes (jsdom's File reaches the network as it can).
        expect((await request.arrayBuffer()).byteLength).toBeGreaterThan(0);
        return HttpResponse.json({ key: 'CASE_FILE_PATH', message: 'Path outside' }, { status: 400 });
      }),
    );
    const user = userEvent.setup();
    await renderPage();
    await screen.findByRole('button', { name: 'Import a case' });
    const zip = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'case.zip', { type: 'application/zip' });
    await user.upload(screen.getByLabelText('Case archive (.zip)'), zip);
    expect(
      await screen.findByText(
        'A file of this archive lies outside the case’s folder, or is a link. Nothing was imported.',
      ),
    ).toBeTruthy();
    expect(sent).toEqual(['application/zip']);

    mockApi.use(http.post(api('cases/import'), () => HttpResponse.json({ id: 'imported' }, { status: 201 })));
    await user.upload(screen.getByLabelText('Case archive (.zip)'), zip);
    expect(await screen.findByText('Editor of imported')).toBeTruthy();
  });

  it('says why a case that sessions play is not deleted', async () => {
    serverWith([MINE], [MINE_PLAYS]);
    mockApi.use(
      http.delete(api('cases/:id'), () =>
        HttpResponse.json({ key: 'CASE_IN_USE', message: 'In use' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    await renderPage();
    await pick(user, 'The School Fair', 'Delete…');
    const dialog = await screen.findByRole('dialog', { name: 'Delete “The School Fair”?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBe(document.activeElement);
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(
      await screen.findByText('Sessions play this case: it can’t be deleted while they exist.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('article', { name: 'The School Fair' })).toBeTruthy();
  });
});
