import { describe, expect, it, vi } from 'vitest';
import {
  clearBasicToken,
  clearPlayer,
  encodeBasicToken,
  findPlayerToken,
  getCurrentPlayer,
  isLoggedIn,
  isRegistered,
  setBasicToken,
  storeRegisteredPlayer,
} from './storage';

const player = {
  id: 'p1',
  sessionId: 'ABCD23',
  mail: 'Ana@Example.com',
  lang: 'en' as const,
  createdAt: '2026-11-22T00:00:00.000Z',
  token: 'secret-token',
};

describe('browser storage', () => {
  it('stores the registered player under CURENT_PLAYER and resets FOLDERS to []', () => {
    sessionStorage.setItem('FOLDERS', JSON.stringify([{ id: 'old' }]));
    storeRegisteredPlayer(player);
    expect(JSON.parse(sessionStorage.getItem('CURENT_PLAYER')!)).toEqual(player);
    expect(sessionStorage.getItem('FOLDERS')).toBe('[]');
    expect(isRegistered()).toBe(true);
    expect(getCurrentPlayer()).toEqual(player);
  });

  it('removes the player and the folders on the way back to unregistered', () => {
    storeRegisteredPlayer(player);
    sessionStorage.setItem('FOLDERS', JSON.stringify([{ id: 'f1' }]));
    clearPlayer();
    expect(sessionStorage.getItem('CURENT_PLAYER')).toBeNull();
    expect(sessionStorage.getItem('FOLDERS')).toBeNull();
    expect(isRegistered()).toBe(false);
  });

  it('empties the game kept for offline when the player leaves', async () => {
    const stored = new Set(['coulisses-game', 'workbox-precache-v2']);
    vi.stubGlobal('caches', { delete: vi.fn(async (name: string) => stored.delete(name)) });
    storeRegisteredPlayer(player);
    clearPlayer();
    await vi.waitFor(() => expect([...stored]).toEqual(['workbox-precache-v2']));
    vi.unstubAllGlobals();
  });

  it('resumes the last player of this device in a new tab, until they leave', () => {
    storeRegisteredPlayer(player);
    sessionStorage.clear(); // a new tab starts with empty session storage
    expect(getCurrentPlayer()).toEqual(player);
    expect(JSON.parse(sessionStorage.getItem('CURENT_PLAYER')!)).toEqual(player);
    clearPlayer();
    sessionStorage.clear();
    expect(isRegistered()).toBe(false);
  });

  it('treats a tampered CURENT_PLAYER as absent', () => {
    sessionStorage.setItem('CURENT_PLAYER', '{not json');
    expect(isRegistered()).toBe(false);
    sessionStorage.setItem('CURENT_PLAYER', JSON.stringify({ id: 'p1' }));
    expect(isRegistered()).toBe(false);
    // A tampered value is not replaced by the device's last player either.
    localStorage.setItem('COULISSES_LAST_PLAYER', JSON.stringify(player));
    expect(isRegistered()).toBe(false);
  });

  it('keeps BASIC_TOKEN as base64 of username:password in local storage', () => {
    setBasicToken(encodeBasicToken('admin', 'pa:ss'));
    expect(localStorage.getItem('BASIC_TOKEN')).toBe(btoa('admin:pa:ss'));
    expect(isLoggedIn()).toBe(true);
    clearBasicToken();
    expect(localStorage.getItem('BASIC_TOKEN')).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });

  it('encodes non-Latin credentials as UTF-8 before base64', () => {
    const token = encodeBasicToken('μαρία', 'κωδικός');
    const decoded = new TextDecoder().decode(Uint8Array.from(atob(token), (c) => c.charCodeAt(0)));
    expect(decoded).toBe('μαρία:κωδικός');
  });

  it('remembers the player token for resuming, whatever the case of the code and mail', () => {
    storeRegisteredPlayer(player);
    clearPlayer();
    expect(findPlayerToken('abc-d23', ' ana@example.COM ')).toBe('secret-token');
    expect(findPlayerToken('ZZZZZZ', 'ana@example.com')).toBeUndefined();
  });

  it('finds the token of a code typed on the Greek keyboard, or with look-alikes', () => {
    storeRegisteredPlayer({ ...player, sessionId: '2GGURR' });
    storeRegisteredPlayer({ ...player, sessionId: 'PAB234', token: 'p-token' });
    clearPlayer();
    // The keys of 2GG-URR, the phone set to Greek.
    expect(findPlayerToken('2ΓΓ-ΘΡΡ', 'ana@example.com')).toBe('secret-token');
    expect(findPlayerToken('2γγ θρρ', 'ana@example.com')).toBe('secret-token');
    // Ρ looks like P: the look-alike's token, as the server joins its session first.
    expect(findPlayerToken('ΡΑΒ-234', 'ana@example.com')).toBe('p-token');
    // A mix of both readings is no code, and no token.
    expect(findPlayerToken('ΓΡ2-345', 'ana@example.com')).toBeUndefined();
  });
});
