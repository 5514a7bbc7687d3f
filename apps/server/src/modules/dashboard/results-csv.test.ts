import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Dashboard, PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { ApiError } from '../../http-error.js';
import type { Scenario } from '@coulisses/shared/scenario/scenario.schema';
import type { Game } from '../game/game-store.js';
import { lockSeconds, RESULT_COLUMNS, resultsCsv, resultsFileName } from './results-csv.js';

const session: Dashboard['session'] = {
  id: 'AB2CDE',
  name: 'Théâtre',
  scenarioId: 'le-dernier-acte',
  scenarioVersion: 1,
  durationMinutes: 60,
  status: 'finished',
  createdAt: '2025-05-01T08:00:00.000Z',
  playerCount: 0,
  startedAt: '2025-05-01T09:00:00.000Z',
  finishedAt: '2025-05-01T10:00:00.000Z',
  addedMinutes: 0,
  clock: { durationSeconds: 3600, elapsedSeconds: 3600, remainingSeconds: 0, running: false },
  debriefRelease: 'sessionEnd',
  debriefReleasedAt: null,
  pacing: 'room',
  ownerId: null,
  ownerName: null,
  sharedWith: [],
  teamSize: null,
  teamsLocked: false,
};

function progress(mail: string, overrides: Partial<PlayerProgress> = {}): PlayerProgress {
  return {
    playerId: mail,
    mail,
    nickname: null,
    team: null,
    lang: 'fr',
    joinedAt: '2025-05-01T08:55:00.000Z',
    status: 'finished',
    startedAt: '2025-05-01T09:00:10.000Z',
    finishedAt: '2025-05-01T09:41:00.000Z',
    foldersOpened: 10,
    folderCount: 10,
    locksSolved: 7,
    lockCount: 7,
    wrongAttempts: 2,
    hintsTaken: 1,
    penaltySeconds: 60,
    remainingSeconds: 1090,
    // Started 09:00:10, accused 09:41:00, with a 5-minute pause between: 35:50 played.
    elapsedSeconds: 2150,
    lastProgressAt: '2025-05-01T09:41:00.000Z',
    throttledUntil: null,
    idleSince: '2025-05-01T09:41:00.000Z',
    score: 1470,
    finished: true,
    solved: true,
    rightAnswers: 3,
    publicScore: 1470,
    publicRightAnswers: 3,
    ...overrides,
  };
}

const read = (csv: string) => parse(csv, { bom: true }) as string[][];

describe('resultsCsv', () => {
  it('writes the columns, then one row per player in the given order, every cell quoted', () => {
    const csv = resultsCsv({
      session,
      players: [
        progress('ana@example.com'),
        progress('bob@example.com', {
          status: 'over',
          finished: false,
          solved: null,
          finishedAt: null,
          score: 300,
        }),
      ],
    });
    expect(csv.startsWith('\uFEFF"rank","mail",')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    const [header, first, second] = read(csv);
    expect(header).toEqual([...RESULT_COLUMNS]);
    expect(first).toEqual([
      '1',
      'ana@example.com',
      'fr',
      'finished',
      '10',
      '7',
      '2',
      '1',
      '60',
      '1090',
      '2025-05-01T09:41:00.000Z',
      '1470',
      'yes',
      'yes',
      '2025-05-01T08:55:00.000Z',
      '2025-05-01T09:00:10.000Z',
      '2025-05-01T09:41:00.000Z',
      '2150',
      '',
      '',
    ]);
    expect(second).toMatchObject({ 0: '2', 1: 'bob@example.com', 3: 'over', 11: '300', 12: 'no', 13: '' });
    expect(second![16]).toBe('');
  });

  it('keeps commas, quotes, line breaks and Greek letters inside their cell', () => {
    const awkward = ['"o\'brien, jr"@example.com', 'Αλέξης Παπαδόπουλος', 'two\nlines\r\nhere', 'a;b|c'];
    const csv = resultsCsv({
      session,
      players: awkward.map((mail) => progress(mail, { lang: 'gr' })),
    });
    const rows = read(csv).slice(1);
    expect(rows).toHaveLength(awkward.length);
    expect(rows.map((row) => row[1])).toEqual(awkward);
    expect(rows.every((row) => row.length === RESULT_COLUMNS.length)).toBe(true);
    expect(csv).toContain('"""o\'brien, jr""@example.com"');
  });

  it('puts an apostrophe before a value a spreadsheet would run as a formula', () => {
    const formulas = [
      '=1+1@example.com',
      '+33@example.com',
      '-2+3@example.com',
      '@SUM(A1)@example.com',
      '\t=cmd@example.com',
      '\r=cmd@example.com',
      '＝1+1@example.com',
    ];
    const csv = resultsCsv({ session, players: formulas.map((mail) => progress(mail)) });
    const mails = read(csv)
      .slice(1)
      .map((row) => row[1]);
    expect(mails).toEqual(formulas.map((mail) => `'${mail}`));
    // Only the first character counts: a sign further in is left alone.
    const inside = read(resultsCsv({ session, players: [progress('a=b+c@example.com')] }));
    expect(inside[1]![1]).toBe('a=b+c@example.com');
  });

  it('refuses a session without players with 409 NO_PLAYERS', () => {
    expect(() => resultsCsv({ session, players: [] })).toThrow(ApiError);
    try {
      resultsCsv({ session, players: [] });
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 409, key: 'NO_PLAYERS' });
    }
  });

  it('names the file after the join code', () => {
    expect(resultsFileName('AB2CDE')).toBe('coulisses-AB2CDE-results.csv');
  });
  it('ranks a session played in teams by team, each member on a row of their own with the team’s rank and name', () => {
    const lumieres = { id: 'team-1', name: 'Les Lumières' };
    const ombres = { id: 'team-2', name: 'Les Ombres' };
    const csv = resultsCsv({
      session: { ...session, teamSize: 3 },
      players: [
        progress('ana@example.com', { team: ombres, score: 900, joinedAt: '2025-05-01T08:50:00.000Z' }),
        progress('bob@example.com', { team: lumieres, score: 1400 }),
        progress('cy@example.com', { team: null, score: 0, finished: false }),
        progress('dee@example.com', { team: ombres, score: 900, joinedAt: '2025-05-01T08:51:00.000Z' }),
        progress('eli@example.com', { team: lumieres, score: 1400 }),
      ],
    });
    const [, ...rows] = read(csv);
    expect(rows.map((row) => [row[0], row[1], row[18]])).toEqual([
      ['1', 'bob@example.com', 'Les Lumières'],
      ['1', 'eli@example.com', 'Les Lumières'],
      ['2', 'ana@example.com', 'Les Ombres'],
      ['2', 'dee@example.com', 'Les Ombres'],
      ['', 'cy@example.com', ''],
    ]);
  });

  it('quotes every field, an empty one too, and names each player by their nickname', () => {
    const csv = resultsCsv({
      session,
      players: [
        progress('ana@example.com', { nickname: 'La Diva' }),
        progress('bob@example.com', { solved: null, finishedAt: null, finished: false, status: 'over' }),
      ],
    });
    const lines = csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    // Each line is nothing but quoted fields: 20 of them, their commas between quotes only.
    for (const line of lines) expect(line).toMatch(/^"[^"]*"(,"[^"]*")*$/);
    expect(lines.map((line) => line.split('","').length)).toEqual([20, 20, 20]);
    expect(lines[2]).toContain(',"","');
    const [header, ana, bob] = read(csv);
    expect(header!.at(-1)).toBe('nickname');
    expect(ana!.at(-1)).toBe('La Diva');
    expect(bob!.at(-1)).toBe('');
  });

  it('gives no time left to a player who never started: their clock never ran', () => {
    const csv = resultsCsv({
      session,
      players: [
        progress('ana@example.com'),
        progress('idle@example.com', {
          status: 'over',
          startedAt: null,
          finishedAt: null,
          finished: false,
          solved: null,
          remainingSeconds: 3600,
          elapsedSeconds: 0,
        }),
      ],
    });
    const column = RESULT_COLUMNS.indexOf('time_left_seconds');
    expect(read(csv).map((row) => row[column])).toEqual(['time_left_seconds', '1090', '']);
  });

  it("adds each lock's time, in the case's order, empty while it is not open", () => {
    const csv = resultsCsv({
      session,
      lockIds: ['security-computer', 'desk-drawer'],
      players: [
        { ...progress('ana@example.com'), lockSeconds: { 'security-computer': 300, 'desk-drawer': 420 } },
        { ...progress('bob@example.com'), lockSeconds: { 'security-computer': 610, 'desk-drawer': null } },
      ],
    });
    const [header, ana, bob] = read(csv);
    expect(header!.slice(-3)).toEqual([
      'nickname',
      'lock_security-computer_seconds',
      'lock_desk-drawer_seconds',
    ]);
    expect(ana!.slice(-2)).toEqual(['300', '420']);
    expect(bob!.slice(-2)).toEqual(['610', '']);
  });
});

describe('lockSeconds', () => {
  // Two start folders; the computer (in the hall) opens the office, where the drawer is.
  const scenario = {
    startFolders: ['hall', 'stage'],
    locks: [
      { id: 'computer', in: 'hall', opens: ['office'] },
      { id: 'drawer', in: 'office', opens: ['cellar'] },
      { id: 'seal', in: 'stage', opens: [] },
      { id: 'trunk', in: 'cellar', opens: [] },
    ],
  } as unknown as Scenario;
  const game = (locks: Game['locks']) => ({ locks }) as Game;

  it('counts each lock from when its folder opened to when it was opened, in time played', () => {
    expect(
      lockSeconds(
        scenario,
        game({
          computer: { wrong: 2, hints: 0, solvedAt: '2025-05-01T09:05:00Z', solvedAfter: 300 },
          drawer: { wrong: 0, hints: 1, solvedAt: '2025-05-01T09:12:00Z', solvedAfter: 720 },
          seal: { wrong: 1, hints: 0, solvedAt: '2025-05-01T09:20:00Z', solvedAfter: 1200 },
          trunk: { wrong: 3, hints: 0 },
        }),
      ),
    ).toEqual({ computer: 300, drawer: 420, seal: 1200, trunk: null });
  });

  it('leaves empty what it cannot know: no game, or a lock opened before games kept the time', () => {
    expect(lockSeconds(scenario, undefined)).toEqual({
      computer: null,
      drawer: null,
      seal: null,
      trunk: null,
    });
    const older = game({
      computer: { wrong: 0, hints: 0, solvedAt: '2025-05-01T09:05:00Z' },
      drawer: { wrong: 0, hints: 0, solvedAt: '2025-05-01T09:12:00Z', solvedAfter: 720 },
    });
    expect(lockSeconds(scenario, older)).toMatchObject({ computer: null, drawer: null });
  });
});
