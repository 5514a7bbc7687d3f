import { describe, expect, it } from 'vitest';
import { capitaliseFirst, languageName } from './language-name';

describe('languageName', () => {
  it('names a teammate’s language in the reader’s language, not in its own script', () => {
    expect(languageName('gr', 'fr')).toBe('grec');
    expect(languageName('gr', 'en')).toBe('Greek');
    expect(languageName('gr', 'es')).toBe('griego');
    expect(languageName('fr', 'gr')).toBe('Γαλλικά');
    expect(languageName('en', 'es')).toBe('inglés');
  });

  it('starts with a capital where a cell begins with it', () => {
    expect(languageName('es', 'fr', { capitalised: true })).toBe('Espagnol');
    expect(languageName('en', 'gr', { capitalised: true })).toBe('Αγγλικά');
    expect(capitaliseFirst('français, anglais et grec', 'fr')).toBe('Français, anglais et grec');
  });
});
