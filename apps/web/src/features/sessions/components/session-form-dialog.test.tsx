import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreateSession, Session } from '@coulisses/shared/session/session.schema';
import { api } from '../../../lib/api-client';
import type * as ApiClient from '../../../lib/api-client';
import { renderTranslated } from '../../../test/render-translated';
import { BROKEN_CASE, THE_FINAL_ACT, THE_QUEEN_OF_THE_NIGHT } from '../../../test/admin-fixtures/scenario';
import { session } from '../../../test/admin-fixtures/session';
import { SessionFormDialog } from './session-form-dialog';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: { get: vi.fn() },
}));

const LIBRARY = [THE_FINAL_ACT, THE_QUEEN_OF_THE_NIGHT, BROKEN_CASE];

async function renderDialog(edited?: Session, cases: Promise<unknown> = Promise.resolve(LIBRARY)) {
  vi.mocked(api.get).mockReturnValue({ json: () => cases } as never);
  const onSave = vi.fn<(values: CreateSession) => Promise<void>>().mockResolvedValue(undefined);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderTranslated(
    <QueryClientProvider client={queryClient}>
      <SessionFormDialog session={edited} onCancel={() => undefined} onSave={onSave} />
    </QueryClientProvider>,
  );
  const name = edited ? 'Edit the session' : 'New session';
  return { onSave, dialog: screen.getByRole('dialog', { name }) };
}

const caseField = (dialog: HTMLElement) =>
  within(dialog).getByRole('combobox', { name: 'Case' }) as HTMLSelectElement;
const durationField = (dialog: HTMLElement) =>
  within(dialog).getByRole('spinbutton', { name: 'Duration (minutes)' }) as HTMLInputElement;

describe('the new-session dialog', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('offers the library’s cases by title and time, the demo’s first chosen', async () => {
    const { dialog } = await renderDialog();
    const cases = caseField(dialog);
    await waitFor(() => expect(cases.options).toHaveLength(3));
    expect([...cases.options].map((option) => [option.textContent, option.disabled])).toEqual([
      ['The Final Act · 60 min', false],
      ['The Queen of the Night · 30 min', false],
      ['la-piece-cassee (invalid)', true],
    ]);
    expect(cases.value).toBe('le-dernier-acte');
    expect(durationField(dialog).value).toBe('60');
  });

  it('takes the chosen case’s own duration, until the game master types theirs', async () => {
    const user = userEvent.setup();
    const { dialog, onSave } = await renderDialog();
    await waitFor(() => expect(caseField(dialog).options).toHaveLength(3));
    await user.selectOptions(caseField(dialog), 'la-reine-de-la-nuit');
    expect(durationField(dialog).value).toBe('30');
    await user.selectOptions(caseField(dialog), 'le-dernier-acte');
    expect(durationField(dialog).value).toBe('60');

    // Chosen, then typed: the typed duration is the one sent.
    await user.selectOptions(caseField(dialog), 'la-reine-de-la-nuit');
    await user.clear(durationField(dialog));
    await user.type(durationField(dialog), '45');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Greenhouse night');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      name: 'Greenhouse night',
      scenarioId: 'la-reine-de-la-nuit',
      durationMinutes: 45,
    });
  });

  it('keeps a duration typed before the list of cases came', async () => {
    const user = userEvent.setup();
    let arrive: (cases: unknown) => void = () => undefined;
    const late = new Promise((resolve) => {
      arrive = resolve;
    });
    const { dialog } = await renderDialog(undefined, late);
    await user.clear(durationField(dialog));
    await user.type(durationField(dialog), '75');
    arrive([{ ...THE_FINAL_ACT, durationMinutes: 50 }, THE_QUEEN_OF_THE_NIGHT]);
    await waitFor(() => expect(caseField(dialog).options[0]?.textContent).toBe('The Final Act · 50 min'));
    expect(durationField(dialog).value).toBe('75');
  });

  it('starts on the case’s own duration once the list comes, when nothing was typed', async () => {
    const { dialog } = await renderDialog(
      undefined,
      Promise.resolve([{ ...THE_FINAL_ACT, durationMinutes: 50 }]),
    );
    await waitFor(() => expect(durationField(dialog).value).toBe('50'));
  });
});

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
