import { describe, expect, it } from 'vitest';
import { CURRENT_PLAYER_KEY, LAST_PLAYER_KEY } from '@coulisses/shared/storage-keys';
import { storedPlayerLanguage } from './player-language';

// The app starts the interface in it when no language was chosen on this device
// (docs/decisions/0011-back-leave-and-language.md).
describe('the stored player’s language', () => {
  it('is the current player’s, else the last player’s on this device, else none', () => {
    expect(storedPlayerLanguage()).toBeUndefined();
    localStorage.setItem(LAST_PLAYER_KEY, JSON.stringify({ lang: 'gr' }));
    expect(storedPlayerLanguage()).toBe('gr');
    sessionStorage.setItem(CURRENT_PLAYER_KEY, JSON.stringify({ lang: 'es' }));
    expect(storedPlayerLanguage()).toBe('es');
  });

  it('ignores a language the app does not speak, and a tampered value', () => {
    localStorage.setItem(LAST_PLAYER_KEY, JSON.stringify({ lang: 'de' }));
    expect(storedPlayerLanguage()).toBeUndefined();
    localStorage.setItem(LAST_PLAYER_KEY, '{not json');
    expect(storedPlayerLanguage()).toBeUndefined();
  });
});
