import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setBasicToken } from '../lib/storage';
import { notifyUnauthorized } from '../lib/unauthorized';
import { renderTranslated } from '../test/render-translated';
import { adminKeys } from '../lib/admin-api/query-keys';
import { AdminLayout } from './admin-layout';

/** The admin frame over a cache that already holds this game master's sessions. */
async function renderAdminFrame() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(adminKeys.sessions(), [{ id: 'ABC234' }]);
  queryClient.setQueryData(['game', 'state'], { kept: true });
  setBasicToken('token');
  await renderTranslated(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/admin']}>
        <Routes>
          <Route path="/admin" element={<AdminLayout />}>
            <Route index element={<p>sessions</p>} />
          </Route>
          <Route path="/" element={<p>game</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('the admin frame', () => {
  afterEach(cleanup);

  it("marks the current page's link in the bar, and only it", async () => {
    await renderAdminFrame();
    const sessions = screen.getByRole('link', { name: 'Sessions' });
    expect(sessions.getAttribute('aria-current')).toBe('page');
    expect(sessions.classList.contains('active')).toBe(true);
    const cases = screen.getByRole('link', { name: 'Cases' });
    expect(cases.getAttribute('aria-current')).toBeNull();
    expect(cases.classList.contains('active')).toBe(false);
  });

  it('forgets the cached admin data when a call is refused with a 401', async () => {
    const queryClient = await renderAdminFrame();
    await act(async () => notifyUnauthorized());
    expect(queryClient.getQueryData(adminKeys.sessions())).toBeUndefined();
    expect(queryClient.getQueryData(['game', 'state'])).toEqual({ kept: true });
  });

  it('forgets it on logout too, removes the token and goes to the game', async () => {
    const queryClient = await renderAdminFrame();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(queryClient.getQueryData(adminKeys.sessions())).toBeUndefined();
    expect(localStorage.getItem('BASIC_TOKEN')).toBeNull();
    expect(await screen.findByText('game')).toBeTruthy();
  });
});
