import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@coulisses/shared/session/session.schema';
import { SESSION_TRANSITIONS, type SessionTransition } from '@coulisses/shared/session/session-transitions';
import { api } from '../../lib/api-client';
import type * as ApiClient from '../../lib/api-client';
import { renderTranslated } from '../../test/render-translated';
import { adminKeys } from '../../lib/admin-api/query-keys';
import { session } from '../../test/admin-fixtures/session';
import { SessionControls } from './session-controls';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: { get: vi.fn(), post: vi.fn() },
}));

const running = session('ABC234', 'Friday', {
  status: 'running',
  playerCount: 3,
  startedAt: '2025-01-01T10:05:00Z',
  clock: { durationSeconds: 3600, elapsedSeconds: 60, remainingSeconds: 3540, running: true },
});

/** The server: a step changes the status (or adds the minutes), answered a moment later. */
function serverAnswers(session: Session) {
  vi.mocked(api.post).mockImplementation((_path, options) => {
    const step = options?.json as SessionTransition;
    const next =
      step.action === 'addMinutes'
        ? { ...session, addedMinutes: session.addedMinutes + step.minutes }
        : step.action === 'releaseDebrief'
          ? { ...session, debriefReleasedAt: '2025-01-01T10:30:00Z' }
          : { ...session, status: SESSION_TRANSITIONS[step.action].to };
    return { json: () => new Promise((resolve) => setTimeout(() => resolve(next), 20)) } as never;
  });
}

/**
 * The controls of the session the cache holds, as the sessions list and the dashboard show
 * them: the new status comes down from here, in a render of its own, which can come after
 * the step has settled in the controls.
 */
function CachedSessionControls({ compact }: { compact: boolean }) {
  const { data } = useQuery({
    queryKey: adminKeys.sessions(),
    queryFn: () => new Promise<Session[]>(() => undefined),
    staleTime: Infinity,
  });
  const session = data?.[0];
  return session ? <SessionControls session={session} compact={compact} /> : null;
}

async function renderControls(session: Session, compact = false) {
  serverAnswers(session);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(adminKeys.sessions(), [session]);
  await renderTranslated(
    <QueryClientProvider client={queryClient}>
      <CachedSessionControls compact={compact} />
    </QueryClientProvider>,
  );
}

/** A compact row names its buttons after the session for screen readers. */
const button = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('the session controls', () => {
  afterEach(cleanup);

  it('moves the focus to the first button left when the pressed one goes with the old status', async () => {
    const user = userEvent.setup();
    await renderControls(running);
    await user.click(button('Pause'));
    await waitFor(() => expect(document.activeElement).toBe(button('Resume')));
    expect(screen.queryByRole('button', { name: /^Pause/ })).toBeNull();
  });

  it('does so after a step that asked first: the dialog starts on cancel, then closes onto nothing', async () => {
    const user = userEvent.setup();
    await renderControls(running, true);
    await user.click(button('Pause'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Pause now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button('Resume')));
  });

  it('moves it to the group when a finished session has no button left', async () => {
    const user = userEvent.setup();
    await renderControls(running);
    await user.click(button('Finish'));
    await user.click(screen.getByRole('button', { name: 'Finish the session' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const group = screen.getByRole('group', { name: 'Running “Friday”' });
    await waitFor(() => expect(document.activeElement).toBe(group));
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('leaves a focus that was not lost where it is', async () => {
    const user = userEvent.setup();
    await renderControls(running);
    await user.click(button('Add minutes'));
    expect(document.activeElement).toBe(screen.getByRole('spinbutton', { name: 'Minutes to add' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button('Add minutes')));
    // And it stays there: nothing moves it later.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.activeElement).toBe(button('Add minutes'));
  });
});
