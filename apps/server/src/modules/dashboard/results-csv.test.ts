import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Dashboard, PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { ApiError } from '../../http-error.js';
import { RESULT_COLUMNS, resultsCsv, resultsFileName } from './results-csv.js';

const session: Dashboard['session'] = {
  id: 'AB2CDE',
  name: 'Théâtre',
  scenarioId: 'le-dernier-acte',
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
});
