import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderTranslated } from '../test/render-translated';
import { SnackbarPageWatcher, SnackbarProvider, useSnackbar } from './snackbar';

afterEach(cleanup);

let api: ReturnType<typeof useSnackbar>;
function Page() {
  api = useSnackbar();
  return null;
}

async function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <SnackbarPageWatcher />
          </>
        ),
        children: [
          { path: '/admin', element: <Page /> },
          { path: '/admin/sessions/:id', element: <Page /> },
        ],
      },
    ],
    { initialEntries: ['/admin'] },
  );
  await renderTranslated(
    <SnackbarProvider>
      <RouterProvider router={router} />
    </SnackbarProvider>,
  );
  return router;
}

describe('the snackbar', () => {
  it('closes when the page changes', async () => {
    const router = await renderApp();
    act(() => api.showError('Wrong username or password.'));
    expect(await screen.findByText('Wrong username or password.')).toBeTruthy();
    await act(() => router.navigate('/admin/sessions/ABC234'));
    // Well before its own 4 s are up, however busy the machine.
    await waitFor(() => expect(screen.queryByText('Wrong username or password.')).toBeNull(), {
      timeout: 3000,
    });
  });
});
