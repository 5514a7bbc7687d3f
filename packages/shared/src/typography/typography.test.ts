import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.js';
import { fillTemplate } from '../text/message-template.js';
import { NOT_PROSE, TYPOGRAPHY_MESSAGES, typographyProblems } from './typography.js';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const messages = (text: string, language: Parameters<typeof typographyProblems>[1]) =>
  typographyProblems(text, language).map((problem) => problem.message);

describe('typographyProblems', () => {
  it('accepts French with no-break spaces, narrow or not, and typographic apostrophes', () => {
    const text = `L’écrin${NNBSP}? Vide${NBSP}! Heure${NBSP}: 21${NBSP}h${NBSP}20${NNBSP}; «${NBSP}Maison Aubertin${NBSP}»`;
    expect(typographyProblems(text, 'fr')).toEqual([]);
  });

  it('names a straight apostrophe and a straight quotation mark in every language, with their line', () => {
    expect(typographyProblems("First line\nThe director's notes", 'en')).toEqual([
      {
        line: 2,
        code: 'straightApostrophe',
        params: { excerpt: "The director's notes" },
        message: "straight apostrophe (') instead of ’, in “The director's notes”",
      },
    ]);
    expect(messages('Dijo "no"', 'es')[0]).toContain('straight quotation mark (") instead of « » or “ ”');
    expect(messages("γι' αυτό", 'gr')).toHaveLength(1);
  });

  it('names a French high punctuation mark after a plain space or glued to its word', () => {
    expect(messages('Vide !', 'fr')).toEqual([expect.stringContaining('no no-break space before « ! »')]);
    expect(messages('Heure: 21', 'fr')).toEqual([expect.stringContaining('no no-break space before « : »')]);
    expect(messages('« Maison »', 'fr')).toEqual([
      expect.stringContaining('after « « »'),
      expect.stringContaining('before « » »'),
    ]);
  });

  it('keeps ratios, device times, ?! and marks that open a line out of the French rule', () => {
    expect(typographyProblems(`Échelle 1:200, badge à 20:45:12. Quoi${NBSP}?!\n! début`, 'fr')).toEqual([]);
  });

  it('steps over markdown emphasis and blanked markup to find the character before a mark', () => {
    expect(typographyProblems(`**Lieu**${NBSP}: loge`, 'fr')).toEqual([]);
    expect(typographyProblems(`Lieu${NBSP}${NOT_PROSE.repeat(5)}: loge`, 'fr')).toEqual([]);
    expect(messages('**Lieu**: loge', 'fr')).toHaveLength(1);
  });

  it('wants a French time kept on one line, and leaves « 3 heures » alone', () => {
    expect(messages('à 21 h 20', 'fr')).toEqual([expect.stringContaining('« 21 h 20 »')]);
    expect(messages(`à 21${NBSP}h 20`, 'fr')).toHaveLength(1);
    expect(messages('à 21h20', 'fr')).toHaveLength(1);
    expect(typographyProblems(`à 21${NNBSP}h, pendant 3 heures`, 'fr')).toEqual([]);
  });

  it('holds the interface to U+00A0 alone when asked, naming the narrow space it finds', () => {
    expect(messages(`Prendre un indice${NNBSP}?`, 'fr')).toEqual([]);
    const strict = (text: string) =>
      typographyProblems(text, 'fr', { nbspOnly: true }).map((problem) => problem.message);
    expect(strict(`Prendre un indice${NNBSP}?`)).toEqual([
      expect.stringContaining(
        'narrow no-break space (U+202F) before « ? », where the house rule wants U+00A0',
      ),
    ]);
    expect(strict(`«${NNBSP}Loge${NNBSP}»`)).toHaveLength(2);
    expect(strict(`Vide !`)).toEqual([expect.stringContaining('no no-break space before « ! » (U+00A0,')]);
    expect(strict(`Prendre un indice${NBSP}? «${NBSP}Loge${NBSP}» à 21${NNBSP}h${NNBSP}20`)).toEqual([]);
  });

  it('names each mistake by its code and values, its message the code’s English filled with them', () => {
    const text = `L'« Acte${NNBSP}» dit "non" : à 21h20 !`;
    const codes = (language: (typeof LANGUAGES)[number], nbspOnly = false) =>
      typographyProblems(text, language, { nbspOnly }).map((problem) => {
        expect(problem.message).toBe(fillTemplate(TYPOGRAPHY_MESSAGES[problem.code], problem.params));
        return problem.code;
      });
    expect(new Set(codes('fr'))).toEqual(
      new Set(['straightApostrophe', 'straightQuote', 'noNbspAfter', 'noNbspBefore', 'frenchTime']),
    );
    expect(codes('fr', true)).toEqual(expect.arrayContaining(['noNbspAfterHouseRule', 'narrowNbspBefore']));
    expect(codes('es')).toContain('straightQuoteEither');
    for (const language of LANGUAGES) expect(codes(language)).toContain('straightApostrophe');
    expect(typographyProblems('Dijo "no"', 'es')[0]?.params).toEqual({
      expected: '« »',
      other: '“ ”',
      excerpt: 'Dijo "no"',
    });
  });

  it('leaves English, Spanish and Greek spacing alone', () => {
    expect(typographyProblems('Time: 21:20! «Sí»? «Ναι»;', 'en')).toEqual([]);
    expect(typographyProblems('¿Hora? «Sí»: 21:20', 'es')).toEqual([]);
  });
});
