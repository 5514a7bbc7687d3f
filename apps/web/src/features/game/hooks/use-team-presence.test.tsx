import type * as ApiClient from '../../../lib/api-client';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../../../test/render-translated';
import { TeamPresenceProvider } from '../components/team/team-presence-provider';
import { player, reply } from '../test/game-fixtures';
import { queryWrapper } from '../test/query-wrapper';
import { HeardPresence, type PresenceEvent } from './heard-presence';
import { useTeamPresence } from './use-team-presence';

const server = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: server,
}));

const TEAM = 't1';
/** The team as the server lists it, in the order its members joined: this player first. */
const teams = {
  teamSize: 4,
  locked: false,
  yourTeamId: TEAM,
  teams: [
    {
      id: TEAM,
      name: 'Les Lumières',
      createdAt: '2026-11-22T20:00:00.000Z',
      started: true,
      members: [
        { id: player.id, nickname: 'Moi', lang: 'fr' },
        { id: 'nikos', nickname: 'Nikos', lang: 'gr' },
        { id: 'p3', nickname: null, lang: 'es' },
      ],
    },
  ],
};

const word = (playerId: string, fields: Partial<PresenceEvent> = {}): PresenceEvent => ({
  type: 'presence',
  sessionId: player.sessionId,
  teamId: TEAM,
  playerId,
  lockId: 'security-computer',
  documentId: null,
  typing: false,
  cursor: null,
  ...fields,
});

/** The provider as the game mounts it in a team, in English, heard through `heard`. */
async function renderPresence({ teamId }: { teamId: string | undefined } = { teamId: TEAM }) {
  const heard = new HeardPresence();
  const i18n = await translator('en');
  const { wrapper: Query } = queryWrapper();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Query>
      <I18nextProvider i18n={i18n}>
        <TeamPresenceProvider player={player} teamId={teamId} heard={heard}>
          {children}
        </TeamPresenceProvider>
      </I18nextProvider>
    </Query>
  );
  const rendered = renderHook(() => useTeamPresence(), { wrapper });
  // The team's members are read once; then the clock is the test's.
  if (teamId) await waitFor(() => expect(server.get).toHaveBeenCalled());
  await act(async () => {});
  vi.useFakeTimers();
  return { heard, ...rendered };
}

const hear = (heard: HeardPresence, event: PresenceEvent) => act(() => heard.hear(event));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** The bodies of the presence sent, in order. */
const said = () => server.post.mock.calls.map(([, options]) => (options as { json: unknown }).json);

beforeEach(() => {
  server.get.mockReset().mockImplementation(() => reply(teams));
  server.post.mockReset().mockImplementation(() => Promise.resolve(reply(null)));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useTeamPresence: what the teammates are on', () => {
  it('shows a teammate by their name and place, and fades them 20 s after their last word', async () => {
    const { heard, result } = await renderPresence();
    await hear(heard, word('nikos'));
    expect(result.current.others).toEqual([
      expect.objectContaining({ playerId: 'nikos', label: 'Nikos', colour: 1, lockId: 'security-computer' }),
    ]);
    await wait(10_000);
    // Said again: it stays for 20 s from now.
    await hear(heard, word('nikos'));
    await wait(19_000);
    expect(result.current.others).toHaveLength(1);
    await wait(1_000);
    expect(result.current.others).toEqual([]);
  });

  it('lets a teammate go at once when they say nothing, each fading on their own clock', async () => {
    const { heard, result } = await renderPresence();
    await hear(heard, word('nikos'));
    await wait(5_000);
    await hear(heard, word('p3', { lockId: null, documentId: 'briefing' }));
    expect(result.current.others.map((other) => [other.label, other.colour])).toEqual([
      ['Nikos', 1],
      ['Member 3', 2],
    ]);
    await wait(15_000);
    expect(result.current.others.map((other) => other.playerId)).toEqual(['p3']);
    await hear(heard, word('p3', { lockId: null }));
    expect(result.current.others).toEqual([]);
  });

  it('shows neither this player, nor one not in the team, nor another team’s word', async () => {
    const { heard, result } = await renderPresence();
    await hear(heard, word(player.id));
    await hear(heard, word('moved-out'));
    await hear(heard, word('nikos', { teamId: 'another-team' }));
    expect(result.current.others).toEqual([]);
  });
});

describe('useTeamPresence: what this member says', () => {
  it('says a change within half a second, the last of a burst only, and again every 10 s', async () => {
    const { result } = await renderPresence();
    act(() => result.current.announce({ lockId: 'security-computer' }));
    await wait(0);
    expect(said()).toEqual([{ lockId: 'security-computer', documentId: null, typing: false, cursor: null }]);
    expect(server.post.mock.calls[0]?.[0]).toBe(`players/${player.id}/teams/${TEAM}/presence`);
    // A blur and a focus back within the gap: nothing new to say.
    act(() => result.current.announce({ lockId: null }));
    act(() => result.current.announce({ lockId: 'security-computer' }));
    await wait(500);
    expect(said()).toHaveLength(1);
    await wait(9_500);
    expect(said()).toHaveLength(2);
    act(() => result.current.announce({ lockId: null }));
    await wait(500);
    expect(said().at(-1)).toEqual({ lockId: null, documentId: null, typing: false, cursor: null });
    // Nothing to say: nothing renewed.
    await wait(30_000);
    expect(said()).toHaveLength(3);
  });

  it('says nothing while the page is hidden, what it is on once shown, and nothing once left', async () => {
    const { result, unmount } = await renderPresence();
    act(() => result.current.announce({ documentId: 'briefing' }));
    await wait(0);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await wait(0);
    expect(said().at(-1)).toMatchObject({ documentId: null });
    expect(server.post.mock.calls.at(-1)?.[1]).toMatchObject({ keepalive: true });
    await wait(30_000);
    expect(said()).toHaveLength(2);
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await wait(500);
    expect(said().at(-1)).toMatchObject({ documentId: 'briefing' });
    unmount();
    await wait(0);
    expect(said().at(-1)).toMatchObject({ documentId: null });
    await wait(30_000);
    expect(said()).toHaveLength(4);
    visibility.mockRestore();
  });

  it('says nothing, and shows nobody, outside a team', async () => {
    const { heard, result } = await renderPresence({ teamId: undefined });
    act(() => result.current.announce({ lockId: 'security-computer' }));
    await hear(heard, word('nikos'));
    await wait(30_000);
    expect(server.post).not.toHaveBeenCalled();
    expect(result.current.others).toEqual([]);
  });
});
