import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '@coulisses/shared/message/message.schema';
import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { teamStandings } from '@coulisses/shared/session/player-rank';
import type { Session } from '@coulisses/shared/session/session.schema';
import { translator } from '../../../test/render-translated';
import { ShowRunning } from './show-running';

const session = (fields: Partial<Session>): Session => ({
  id: 'ABC234',
  name: 'Friday night',
  scenarioId: 'le-dernier-acte',
  scenarioVersion: 1,
  durationMinutes: 60,
  status: 'running',
  debriefRelease: 'sessionEnd',
  pacing: 'selfPaced',
  teamSize: null,
  createdAt: '2026-11-27T19:00:00.000Z',
  playerCount: 3,
  startedAt: '2026-11-27T19:30:00.000Z',
  finishedAt: null,
  addedMinutes: 0,
  clock: { durationSeconds: 3600, elapsedSeconds: 1132, remainingSeconds: 2468, running: true },
  debriefReleasedAt: null,
  ownerId: null,
  ownerName: null,
  sharedWith: [],
  teamsLocked: false,
  ...fields,
});

const row = (playerId: string, fields: Partial<PlayerProgress>): PlayerProgress => ({
  playerId,
  mail: `${playerId}@example.com`,
  nickname: playerId,
  team: null,
  lang: 'en',
  joinedAt: '2026-11-27T19:10:00.000Z',
  status: 'playing',
  startedAt: '2026-11-27T19:35:00.000Z',
  finishedAt: null,
  foldersOpened: 3,
  folderCount: 10,
  locksSolved: 2,
  lockCount: 7,
  wrongAttempts: 0,
  hintsTaken: 0,
  penaltySeconds: 0,
  remainingSeconds: 1800,
  elapsedSeconds: 1800,
  lastProgressAt: null,
  idleSince: null,
  throttledUntil: null,
  score: 200,
  publicScore: 200,
  finished: false,
  solved: null,
  rightAnswers: null,
  publicRightAnswers: null,
  ...fields,
});

let t: TFunction;
beforeEach(async () => {
  t = (await translator('en')).t;
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-27T20:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function show(current: Session, players: PlayerProgress[], messages: Message[] = []) {
  const names = new Map(players.map((player) => [player.playerId, player.nickname ?? '']));
  return render(
    <ShowRunning session={current} players={players} names={names} messages={messages} t={t} lang="en" />,
  );
}

/** Each row of the top ten: its name and the time left it shows, if any. */
const rows = () =>
  within(screen.getByTestId('show-top'))
    .getAllByRole('listitem')
    .map((item) => [item.children[1]!.textContent, within(item).queryByRole('timer')?.textContent ?? null]);

describe('the running show screen', () => {
  it('self-paced, shows each row’s own time left ticking down, and the session’s time run as the large figure', () => {
    show(session({}), [
      row('Early birds', { remainingSeconds: 24 * 60 + 8 }),
      row('Latecomers', { remainingSeconds: 20 * 60 }),
      row('Done', { status: 'finished', finished: true, remainingSeconds: 5 * 60 }),
      row('Not begun', { status: 'waiting', remainingSeconds: 60 * 60 }),
    ]);
    expect(screen.getByText('Time elapsed')).toBeTruthy();
    expect(screen.getByRole('timer', { name: '18:52 elapsed' }).textContent).toBe('18:52');
    expect(screen.getByText('Time left')).toBeTruthy();
    expect(rows()).toEqual([
      ['Early birds', '24:08'],
      ['Latecomers', '20:00'],
      ['Done', '5:00'],
      ['Not begun', '1:00:00'],
    ]);
    expect(screen.getByRole('timer', { name: '24:08 left' })).toBeTruthy();

    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByTestId('show-timer').textContent).toBe('18:55');
    // A finished game and one not begun stand still.
    expect(rows()).toEqual([
      ['Early birds', '24:05'],
      ['Latecomers', '19:57'],
      ['Done', '5:00'],
      ['Not begun', '1:00:00'],
    ]);
  });

  it('self-paced, keeps counting the session’s time past its duration, while latecomers play on', () => {
    const late = session({
      clock: { durationSeconds: 3600, elapsedSeconds: 3599, remainingSeconds: 1, running: true },
    });
    show(late, [row('Latecomers', { remainingSeconds: 600 })]);
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByTestId('show-timer').textContent).toBe('1:00:01');
  });

  it('self-paced and paused, moves no time at all', () => {
    const paused = session({
      status: 'paused',
      clock: { durationSeconds: 3600, elapsedSeconds: 1132, remainingSeconds: 2468, running: false },
    });
    show(paused, [row('Early birds', { status: 'paused', remainingSeconds: 24 * 60 + 8 })]);
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByTestId('show-timer').textContent).toBe('18:52');
    expect(rows()).toEqual([['Early birds', '24:08']]);
    expect(screen.getByText('Paused')).toBeTruthy();
  });

  it('self-paced in teams, shows each team’s own time left on its row', () => {
    const member = (playerId: string, team: string, remainingSeconds: number) =>
      row(playerId, { team: { id: team, name: team }, remainingSeconds });
    const teams = teamStandings([
      member('ana', 'The Owls', 24 * 60 + 8),
      member('marc', 'The Owls', 24 * 60 + 8),
      member('eleni', 'Night Shift', 20 * 60),
    ]);
    const names = new Map(teams.map((team) => [team.playerId, team.nickname ?? '']));
    render(
      <ShowRunning
        session={session({ teamSize: 3 })}
        players={teams}
        names={names}
        messages={[]}
        t={t}
        lang="en"
      />,
    );
    expect(rows()).toEqual([
      ['The Owls', '24:08'],
      ['Night Shift', '20:00'],
    ]);
  });

  it('on the room’s clock, counts the room’s time down, and no row has a time of its own', () => {
    const room = session({
      pacing: 'room',
      clock: { durationSeconds: 3600, elapsedSeconds: 1132, remainingSeconds: 2468, running: true },
    });
    show(room, [row('Early birds', {}), row('Latecomers', {})]);
    expect(screen.getByRole('timer', { name: '41:08 left' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByTestId('show-timer').textContent).toBe('41:06');
    expect(screen.queryByText('Time elapsed')).toBeNull();
    expect(rows()).toEqual([
      ['Early birds', null],
      ['Latecomers', null],
    ]);
  });

  it('shows the game master’s words to everyone, never those to one team or one player', () => {
    const sent = (id: string, fields: Partial<Message>): Message => ({
      id,
      sessionId: 'ABC234',
      playerId: null,
      teamId: null,
      kind: 'message',
      body: id,
      minutesLeft: null,
      caseHint: null,
      sentAt: '2026-11-27T19:50:00.000Z',
      ...fields,
    });
    show(
      session({}),
      [row('Early birds', {})],
      [
        sent('For the Owls only', { teamId: 'owls' }),
        sent('For Ana only', { playerId: 'ana' }),
        sent('Ten minutes to the interval', {}),
      ],
    );
    expect(screen.getAllByTestId('show-broadcast').map((item) => item.textContent)).toEqual([
      'Ten minutes to the interval',
    ]);
  });
});
