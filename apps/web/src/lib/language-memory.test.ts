import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_KEY } from '@coulisses/shared/storage-keys';
import { rememberedLanguage, rememberLanguage, suggestedLanguage } from './language-memory';

afterEach(() => localStorage.clear());

describe('the language remembered on this device', () => {
  it('keeps a choice under its own key, and ignores anything that is not a language', () => {
    expect(rememberedLanguage()).toBeUndefined();
    rememberLanguage('gr');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('gr');
    expect(rememberedLanguage()).toBe('gr');
    localStorage.setItem(LANGUAGE_KEY, 'de');
    expect(rememberedLanguage()).toBeUndefined();
  });

  it('offers the browser’s first language the app speaks, unless it is French', () => {
    expect(suggestedLanguage(['en-GB', 'en'])).toBe('en');
    expect(suggestedLanguage(['de-DE', 'es-ES'])).toBe('es');
    expect(suggestedLanguage(['el-GR'])).toBe('gr');
    expect(suggestedLanguage(['fr-FR', 'en-US'])).toBeUndefined();
    expect(suggestedLanguage(['de-DE', 'it'])).toBeUndefined();
  });

  it('offers nothing once a language was chosen on this device, French included', () => {
    rememberLanguage('fr');
    expect(suggestedLanguage(['en-GB'])).toBeUndefined();
  });
});
