import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CreateSession, Session } from '@coulisses/shared/session/session.schema';
import type { CountdownClock } from '../../hooks/use-countdown';
import { api } from '../api-client';
import { session } from '../../test/admin-fixtures/session';
import { transitionSession, useCreateSession, useDeleteSession, useSessions } from './sessions';

vi.mock('../api-client', () => ({ api: { get: vi.fn(), post: vi.fn(), delete: vi.fn() } }));

/** The server's sessions, as GET /v1/sessions answers them. */
const stored: Session[] = [];

const answer = (body: unknown) => ({ json: () => Promise.resolve(structuredClone(body)) });
vi.mocked(api.get).mockImplementation(() => answer(stored) as never);
vi.mocked(api.post).mockImplementation((_path, options) => {
  const created = session('NEW234', (options?.json as CreateSession).name);
  // Newest first, as the server lists them.
  stored.unshift(created);
  return answer(created) as never;
});

/** The form's answers for a new session. */
const friday: CreateSession = {
  name: 'Friday',
  scenarioId: 'le-dernier-acte',
  durationMinutes: 60,
  status: 'open',
  debriefRelease: 'sessionEnd',
  pacing: 'room',
  teamSize: null,
};

/** Roomy: the first read waits its turn behind every other test file on a busy machine. */
const LOADED = { timeout: 5000 };

function renderSessionsPage() {
  // The page's cache, as the app sets it up: data stays fresh for a while unless told otherwise.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => ({ list: useSessions(), create: useCreateSession(), remove: useDeleteSession() }), {
    wrapper,
  });
}

describe('the sessions list', () => {
  it('shows a session as soon as its creation succeeds, and drops a deleted one at once', async () => {
    stored.splice(0, stored.length, session('OLD234', 'Thursday'));
    const { result } = renderSessionsPage();
    await waitFor(() => expect(result.current.list.data?.map((s) => s.id)).toEqual(['OLD234']), LOADED);

    // Every read of the list again hangs: what shows can only be the action's own change.
    // (The cache tells the page on a later tick, hence waitFor.)
    vi.mocked(api.get).mockImplementation(() => ({ json: () => new Promise(() => undefined) }) as never);
    try {
      await act(() => result.current.create.mutateAsync(friday));
      await waitFor(() =>
        expect(result.current.list.data?.map((s) => s.name)).toEqual(['Friday', 'Thursday']),
      );

      stored.splice(1, 1);
      vi.mocked(api.delete).mockResolvedValue(new Response() as never);
      await act(() => result.current.remove.mutateAsync('OLD234'));
      await waitFor(() => expect(result.current.list.data?.map((s) => s.id)).toEqual(['NEW234']));
    } finally {
      vi.mocked(api.get).mockImplementation(() => answer(stored) as never);
    }
  });

  it('keeps a deleted session out of the list when a slower read of the list, left before, answers after', async () => {
    stored.splice(0, stored.length, session('OLD234', 'Thursday'));
    const { result } = renderSessionsPage();
    await waitFor(() => expect(result.current.list.data?.map((s) => s.id)).toEqual(['OLD234']), LOADED);

    // The creation's read of the list again is slow: it answers the list as it was then.
    let answerLate: (body: unknown) => void = () => undefined;
    vi.mocked(api.get).mockImplementationOnce(
      () => ({ json: () => new Promise((resolve) => (answerLate = resolve)) }) as never,
    );
    await act(() => result.current.create.mutateAsync(friday));
    const listThen = structuredClone(stored);

    stored.splice(1, 1);
    vi.mocked(api.delete).mockResolvedValue(new Response() as never);
    await act(() => result.current.remove.mutateAsync('OLD234'));
    // The cancelled read settles on its own tick under load: what counts is where the list ends.
    await waitFor(() => expect(result.current.list.data?.map((s) => s.id)).toEqual(['NEW234']));

    await act(async () => answerLate(listThen));
    await waitFor(() => expect(result.current.list.isFetching).toBe(false));
    expect(result.current.list.data?.map((s) => s.id)).toEqual(['NEW234']);
  });
});

describe('a session’s clock', () => {
  it('counts from when the request that brought it left, not from when it is drawn (docs/product.md#pacing)', async () => {
    const running = session('RUN234', 'Friday');
    running.clock = { durationSeconds: 3600, elapsedSeconds: 60, remainingSeconds: 3540, running: true };
    let answerLate: (body: unknown) => void = () => undefined;
    vi.mocked(api.post).mockImplementationOnce(
      () => ({ json: () => new Promise((resolve) => (answerLate = resolve)) }) as never,
    );
    const sent = Date.now();
    const started = transitionSession('RUN234', { action: 'start' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    answerLate(structuredClone(running));
    const { clock } = await started;
    expect(clock).toMatchObject(running.clock);
    const { sentAt } = clock as CountdownClock;
    expect(sentAt).toBeGreaterThanOrEqual(sent);
    expect(sentAt).toBeLessThan(sent + 50);
  });
});
