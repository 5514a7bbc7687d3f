import { describe, expect, it } from 'vitest';
import { formatList, formatNumber, formatOrdinal } from './format-number';

describe('formatNumber', () => {
  it('groups a score as each language writes it', () => {
    expect(formatNumber(1450, 'fr')).toBe('1\u202f450');
    expect(formatNumber(1450, 'en')).toBe('1,450');
    expect(formatNumber(1450, 'gr')).toBe('1.450');
    expect(formatNumber(950, 'fr')).toBe('950');
  });

  it('groups Spanish from five digits only, as the RAE does', () => {
    expect(formatNumber(1450, 'es')).toBe('1450');
    expect(formatNumber(14500, 'es')).toBe('14.500');
  });
});

describe('formatList', () => {
  it('joins items with the language’s own word, no serial comma in British English', () => {
    const folders = ['A', 'B', 'C'];
    expect(formatList(folders, 'fr')).toBe('A, B et C');
    expect(formatList(folders, 'en')).toBe('A, B and C');
    expect(formatList(folders, 'es')).toBe('A, B y C');
    expect(formatList(folders, 'gr')).toBe('A, B και C');
  });

  it('leaves a single item alone and joins two without a comma', () => {
    expect(formatList(['« Loge »'], 'fr')).toBe('« Loge »');
    expect(formatList(['“Box”', '“Stage”'], 'en')).toBe('“Box” and “Stage”');
  });
});

describe('formatOrdinal', () => {
  it('says a place in French, feminine as « place »', () => {
    expect([1, 2, 3, 11].map((place) => formatOrdinal(place, 'fr'))).toEqual(['1re', '2e', '3e', '11e']);
  });

  it('says a place in English', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23].map((place) => formatOrdinal(place, 'en'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
    ]);
  });

  it('says a place in Spanish before « puesto », shortened where the word is', () => {
    expect([1, 2, 3, 4, 11, 13, 21].map((place) => formatOrdinal(place, 'es'))).toEqual([
      '1.er',
      '2.º',
      '3.er',
      '4.º',
      '11.º',
      '13.er',
      '21.er',
    ]);
  });

  it('says a place in Greek, feminine as « θέση »', () => {
    expect([1, 2, 3].map((place) => formatOrdinal(place, 'gr'))).toEqual(['1η', '2η', '3η']);
  });
});
