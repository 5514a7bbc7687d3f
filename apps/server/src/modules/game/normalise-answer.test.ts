import { describe, expect, it } from 'vitest';
import { normaliseAnswer } from './normalise-answer.js';

describe('normaliseAnswer', () => {
  it('ignores case, spaces and punctuation', () => {
    expect(normaliseAnswer(' L. Moreau ')).toBe(normaliseAnswer('lmoreau'));
    expect(normaliseAnswer('20:57')).toBe('2057');
  });

  it('ignores Latin accents', () => {
    expect(normaliseAnswer('Solène Garnier')).toBe('solenegarnier');
    expect(normaliseAnswer('ATELIER CÔTÉ COUR')).toBe('ateliercotecour');
  });

  it('ignores Greek tonos and dialytika, and treats final sigma as sigma', () => {
    expect(normaliseAnswer('Μορό')).toBe(normaliseAnswer('ΜΟΡΟ'));
    expect(normaliseAnswer('ραφείο')).toBe('ραφειο');
    expect(normaliseAnswer('Πρωταγωνίστριας')).toBe(normaliseAnswer('ΠΡΩΤΑΓΩΝΙΣΤΡΙΑΣ'));
    expect(normaliseAnswer('προϊόν')).toBe('προιον');
  });

  it('folds full-width digits', () => {
    expect(normaliseAnswer('２０５７')).toBe('2057');
  });

  it('leaves nothing of an answer made only of punctuation', () => {
    expect(normaliseAnswer(' ?!… ')).toBe('');
  });
});
