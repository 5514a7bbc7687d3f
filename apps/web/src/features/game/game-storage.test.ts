import { describe, expect, it } from 'vitest';
import { storeRegisteredPlayer, clearPlayer } from '../../lib/storage';
import {
  getFolders,
  getGameView,
  getNotes,
  getSeenMessages,
  setFolders,
  setGameView,
  setNotes,
  setSeenMessages,
} from './game-storage';

const player = {
  id: 'p1',
  sessionId: 'ABCD23',
  mail: 'ana@example.com',
  lang: 'en' as const,
  createdAt: '2026-11-22T00:00:00.000Z',
  token: 'secret-token',
};

describe('the game\u2019s storage', () => {
  it('keeps the player\u2019s folders in FOLDERS, emptied on registering and gone on leaving', () => {
    setFolders([{ id: 'f1', title: 'Case file', summary: 'The facts', status: 'open', documents: [] }]);
    expect(getFolders()).toHaveLength(1);
    storeRegisteredPlayer(player);
    expect(getFolders()).toEqual([]);
    setFolders([{ id: 'f1', title: 'Case file', summary: 'The facts', status: 'locked' }]);
    clearPlayer();
    expect(sessionStorage.getItem('FOLDERS')).toBeNull();
  });

  it('treats a tampered FOLDERS as empty', () => {
    sessionStorage.setItem('FOLDERS', '{"a":1}');
    expect(getFolders()).toEqual([]);
  });

  it('treats FOLDERS whose items do not match the folder shape as empty', () => {
    sessionStorage.setItem('FOLDERS', JSON.stringify([{ id: 'x', status: 'open-sesame' }]));
    expect(getFolders()).toEqual([]);
  });

  it('keeps where the player was on the game screen, and forgets it on leaving', () => {
    storeRegisteredPlayer(player);
    setGameView({ expanded: ['case-file'], document: 'programme' });
    expect(getGameView()).toEqual({ expanded: ['case-file'], document: 'programme' });
    sessionStorage.setItem('COULISSES_GAME_VIEW', JSON.stringify({ expanded: [1, 'x'], document: 7 }));
    expect(getGameView()).toEqual({ expanded: ['x'] });
    clearPlayer();
    expect(getGameView()).toEqual({ expanded: [] });
  });

  it('keeps the notepad per player on this device', () => {
    setNotes('p1', 'Irène: 20:57');
    expect(getNotes('p1')).toBe('Irène: 20:57');
    expect(getNotes('p2')).toBe('');
  });

  it('keeps the messages seen per player on this device, and survives leaving', () => {
    storeRegisteredPlayer(player);
    setSeenMessages('p1', ['m1', 'm2']);
    expect(getSeenMessages('p1')).toEqual(['m1', 'm2']);
    expect(getSeenMessages('p2')).toEqual([]);
    clearPlayer();
    // Registering again resumes the same player: what they read stays read.
    expect(getSeenMessages('p1')).toEqual(['m1', 'm2']);
  });

  it('treats tampered seen messages as none seen, keeping only the ids that are strings', () => {
    localStorage.setItem('COULISSES_MESSAGES_SEEN:p1', '{not json');
    expect(getSeenMessages('p1')).toEqual([]);
    localStorage.setItem('COULISSES_MESSAGES_SEEN:p1', '{"m1":true}');
    expect(getSeenMessages('p1')).toEqual([]);
    localStorage.setItem('COULISSES_MESSAGES_SEEN:p1', JSON.stringify(['m1', 7, null, 'm3']));
    expect(getSeenMessages('p1')).toEqual(['m1', 'm3']);
  });
});
