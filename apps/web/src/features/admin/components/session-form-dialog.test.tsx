import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreateSession, Session } from '@coulisses/shared/session/session.schema';
import { api } from '../../../lib/api-client';
import type * as ApiClient from '../../../lib/api-client';
import { renderTranslated } from '../../../test/render-translated';
import { session } from '../test/session';
import { SessionFormDialog } from './session-form-dialog';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: { get: vi.fn() },
}));

async function renderDialog(edited: Session) {
  vi.mocked(api.get).mockReturnValue({
    json: () => Promise.resolve([{ id: 'le-dernier-acte', valid: true, problems: [] }]),
  } as never);
  const onSave = vi.fn<(values: CreateSession) => Promise<void>>().mockResolvedValue(undefined);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderTranslated(
    <QueryClientProvider client={queryClient}>
      <SessionFormDialog session={edited} onCancel={() => undefined} onSave={onSave} />
    </QueryClientProvider>,
  );
  return { onSave, dialog: screen.getByRole('dialog', { name: 'Edit the session' }) };
}

describe('the edit dialog of a session', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('lets a started session change its name and the solution’s release, and shows the rest fixed', async () => {
    const { dialog } = await renderDialog(
      session('ABC234', 'Friday', { status: 'running', startedAt: '2025-01-01T10:05:00Z' }),
    );
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveProperty('disabled', false);
    expect(within(dialog).getByRole('combobox', { name: 'When to reveal the solution' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(within(dialog).queryByRole('combobox', { name: 'Case' })).toBeNull();
    expect(within(dialog).getByText(/The session has started/)).toBeTruthy();
  });

  it('lets a finished session change nothing but its name, and sends the rest as it was', async () => {
    const user = userEvent.setup();
    const finished = session('ABC234', 'Friday', {
      status: 'finished',
      startedAt: '2025-01-01T10:05:00Z',
      finishedAt: '2025-01-01T11:05:00Z',
      debriefRelease: 'playerFinish',
      pacing: 'selfPaced',
    });
    const { dialog, onSave } = await renderDialog(finished);
    const release = within(dialog).getByRole('combobox', { name: 'When to reveal the solution' });
    expect(release).toHaveProperty('disabled', true);
    expect(release).toHaveProperty('value', 'playerFinish');
    expect(
      within(dialog).getByText(/The session has ended, so only its name can still be changed/),
    ).toBeTruthy();

    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Friday, archived');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      name: 'Friday, archived',
      debriefRelease: 'playerFinish',
      scenarioId: 'le-dernier-acte',
      durationMinutes: 60,
      pacing: 'selfPaced',
    });
  });
});
