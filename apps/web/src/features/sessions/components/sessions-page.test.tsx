import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Admin } from '@coulisses/shared/auth/login.schema';
import type { Session } from '@coulisses/shared/session/session.schema';
import { SESSION_TRANSITIONS, type SessionTransition } from '@coulisses/shared/session/session-transitions';
import { SnackbarProvider } from '../../../lib/snackbar';
import { api, http, HttpResponse, mockApi, useMockApi } from '../../../test/mock-api';
import { renderTranslated } from '../../../test/render-translated';
import { session } from '../../../test/admin-fixtures/session';
import { SessionsPage } from './sessions-page';

const ME: Admin = { id: 'me', username: 'regie', createdAt: '2025-01-01T09:00:00Z', role: 'owner' };

/**
 * The server's sessions as the page finds them, and what it does to them: a step changes a
 * session's status, a deletion removes it (a 404 for one already gone).
 */
function serverWith(sessions: Session[]) {
  const stored = new Map(sessions.map((item) => [item.id, item]));
  mockApi.use(
    http.get(api('sessions'), () => HttpResponse.json([...stored.values()])),
    http.post(api('sessions/:id/transitions'), async ({ params, request }) => {
      const current = stored.get(String(params.id))!;
      const step = (await request.json()) as SessionTransition;
      const next = { ...current, status: SESSION_TRANSITIONS[step.action as 'open'].to };
      stored.set(current.id, next);
      return HttpResponse.json(next);
    }),
    http.delete(api('sessions/:id'), ({ params }) =>
      stored.delete(String(params.id))
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json({ key: 'NOT_FOUND', message: 'Session not found' }, { status: 404 }),
    ),
  );
  return stored;
}

async function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderTranslated(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider>
        <MemoryRouter>
          <SessionsPage />
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

/** The row of the session named `name`. */
const row = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('the sessions list', () => {
  useMockApi(
    http.get(api('admins/me'), () => HttpResponse.json(ME)),
    http.get(api('scenarios'), () => HttpResponse.json([])),
  );
  afterEach(cleanup);

  it('shows a draft as such, offers to open or start it but not to finish it, and follows its step', async () => {
    serverWith([session('DRAFT2', 'Rehearsal', { status: 'draft', ownerId: ME.id })]);
    const user = userEvent.setup();
    await renderPage();
    const draft = await row('Rehearsal');
    expect(within(draft).getByText('Draft')).toBeTruthy();
    // A row's buttons are named after their session, for whoever hears them out of the table.
    // jsdom applies no media query: the cell a phone leaves out counts as hidden here, and a
    // hidden button's name is not computed, so its words are read as they are written.
    const button = (name: string) =>
      within(draft)
        .queryAllByRole('button', { hidden: true })
        .find((found) => found.textContent === name) ?? null;
    await waitFor(() => expect(button('Start — Rehearsal')).not.toBeNull());
    expect(button('Finish — Rehearsal')).toBeNull();
    expect(button('Add minutes — Rehearsal')).toBeNull();
    await user.click(button('Open to players — Rehearsal')!);
    expect(await within(await row('Rehearsal')).findByText('Open')).toBeTruthy();
  });

  it('asks before deleting, naming the session and what is lost; Escape keeps it, and the confirmation removes it', async () => {
    const stored = serverWith([session('GONE23', 'Last night', { playerCount: 1, ownerId: ME.id })]);
    const user = userEvent.setup();
    await renderPage();
    const menu = within(await row('Last night')).getByRole('button', { name: 'More actions — Last night' });
    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Delete…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Last night”?' });
    expect(dialog.textContent).toContain('The session “Last night” (GON-E23) will be deleted: its player');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBe(document.activeElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored.has('GONE23')).toBe(true);

    await user.click(
      within(await row('Last night')).getByRole('button', { name: 'More actions — Last night' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete…' }));
    await user.click(await screen.findByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(screen.queryByText('Last night', { selector: 'td *, td' })).toBeNull());
    expect(stored.has('GONE23')).toBe(false);
    expect(await screen.findByText('The session “Last night” was deleted.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Sessions' })).toBe(document.activeElement);
  });

  it('shares a session with the game masters ticked, its owner (me) not offered', async () => {
    serverWith([session('SHAR23', 'Premiere', { ownerId: ME.id, sharedWith: [] })]);
    const sent: unknown[] = [];
    mockApi.use(
      http.get(api('admins'), () =>
        HttpResponse.json([ME, { ...ME, id: 'ana', username: 'ana', role: 'admin' }]),
      ),
      http.put(api('sessions/:id/shares'), async ({ request }) => {
        const body = (await request.json()) as { adminIds: string[] };
        sent.push(body);
        return HttpResponse.json(
          session('SHAR23', 'Premiere', { ownerId: ME.id, sharedWith: body.adminIds }),
        );
      }),
    );
    const user = userEvent.setup();
    await renderPage();
    await user.click(within(await row('Premiere')).getByRole('button', { name: 'More actions — Premiere' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Share…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share “Premiere”' });
    const boxes = within(dialog).getByRole('group');
    await user.click(await within(boxes).findByRole('checkbox', { name: 'ana' }));
    expect(within(boxes).queryByRole('checkbox', { name: 'regie' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ adminIds: ['ana'] }]);
    expect(await screen.findByText('Sharing saved for “Premiere”.')).toBeTruthy();
  });

  it('removes the row of a session deleted meanwhile elsewhere, saying nothing went wrong', async () => {
    const stored = serverWith([session('ELSE23', 'Matinee', { ownerId: ME.id })]);
    const user = userEvent.setup();
    await renderPage();
    await user.click(within(await row('Matinee')).getByRole('button', { name: 'More actions — Matinee' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Matinee”?' });
    expect(dialog.textContent).toContain('No player has joined it.');
    stored.delete('ELSE23');
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(screen.queryByText('Matinee', { selector: 'td *, td' })).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
