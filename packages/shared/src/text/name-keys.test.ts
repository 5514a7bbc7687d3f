import confusables from 'unhomoglyph/data.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { nicknameSchema } from '../player/player.schema.js';
import { teamNameSchema } from '../team/team.schema.js';
import { hasHiddenCharacter, hasMailSign } from './hidden-characters.js';
import { nameKeys, skeleton } from './name-keys.js';

const same = (first: string, second: string) => {
  const [a, b] = [nameKeys(first), nameKeys(second)];
  return a.key === b.key || a.capsKey === b.capsKey;
};

describe('names that look alike', () => {
  it('takes the TR39 skeleton from Unicode’s confusables', () => {
    expect(skeleton('\u0440\u0430\u0443\u0440\u0430l')).toBe('paypal');
    expect(skeleton('m')).toBe('rn');
    expect(skeleton('\u039F')).toBe('O');
  });

  it('are the same name across scripts, case, accents, width, spacing and invisible characters', () => {
    for (const [first, second] of [
      ['Bob', 'B\u043Eb'],
      ['Bob', '\u0392ob'],
      ['ben', 'b\u0435n'],
      ['HANS', '\u0397ANS'],
      ['Équipe 1', 'EQUIPE I'],
      ['Le Fantôme', '  le   FANTOME '],
      ['Le Fantôme', 'Le Fan\u200btôme'],
      ['Bob', 'Ｂｏｂ'],
      ['Νίκος', 'ΝΙΚΟΣ'],
      ['Νίκος', 'v\u03AF\u03BA\u03BF\u03C2'],
      ['Οδυσσεας', 'ΟΔΥΣΣΕΑΣ'],
      ['❤\uFE0F Lyon', '❤ Lyon'],
    ]) {
      expect(same(first!, second!), `${first} / ${second}`).toBe(true);
    }
  });

  it('keeps names that do not look alike apart', () => {
    for (const [first, second] of [
      ['Nikos', 'Νίκος'],
      ['Omada Alfa', 'Ομάδα Άλφα'],
      ['ILL', 'LLL'],
      ['Anna', 'Ελένη'],
      ['ANA', 'ΑΝΝΑ'],
      ['Team 1', 'Team 2'],
    ]) {
      expect(same(first!, second!), `${first} / ${second}`).toBe(false);
    }
  });
});

describe('hidden characters', () => {
  it('finds bidi controls, zero-width and default-ignorable characters, fillers and the Braille blank', () => {
    for (const char of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
      '\u200B',
      '\u200C',
      '\u200D',
      '\u2060',
      '\uFEFF',
      '\u2800',
      '\u115F',
      '\u1160',
      '\u3164',
      '\uFFA0',
      '\u00AD',
      '\u034F',
      '\uFE0F',
      '\u{E0100}',
      '\u{E0041}',
    ]) {
      expect(hasHiddenCharacter(`A${char}`), char.codePointAt(0)!.toString(16)).toBe(true);
      expect(hasHiddenCharacter(char), char.codePointAt(0)!.toString(16)).toBe(true);
    }
  });

  it('lets an emoji keep its joiners, selectors and tags, and a variant its selector', () => {
    for (const name of [
      '❤\uFE0F Lyon',
      '👩\u200D💻 Ada',
      '🏳\uFE0F\u200D🌈',
      '👩🏽\u200D🚀',
      '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
      '1\uFE0F⃣',
      '葛\u{E0100}',
      'Νίκος',
      'José Núñez',
    ]) {
      expect(hasHiddenCharacter(name), name).toBe(false);
    }
    for (const name of [
      'Bo\uFE0Fb',
      ' \uFE0F',
      '❤\u200D',
      'A\u200D👩',
      '\u{E0067}\u{E007F}',
      '🏴\u{E0067}',
    ]) {
      expect(hasHiddenCharacter(name), JSON.stringify(name)).toBe(true);
    }
  });

  it('are refused in team names and nicknames with their own message', () => {
    for (const schema of [teamNameSchema, nicknameSchema]) {
      const refused = schema.safeParse('Les\u200bLumières');
      expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['common.errors.hiddenCharacter']);
      expect(schema.safeParse('Ομάδα Άλφα').success).toBe(true);
    }
  });
});

describe('an e-mail in a nickname', () => {
  it('is refused with any character whose look is an at sign', () => {
    for (const nickname of ['bob@example.com', 'bob\uFF20example.com', 'bob\uFE6Bexample.com']) {
      expect(nicknameSchema.safeParse(nickname).error?.issues[0]?.message, nickname).toBe(
        'game.nickname.errors.noMail',
      );
    }
  });

  it('is caught for every character that looks like one: their compatibility form is @, no prototype holds one', () => {
    // A name's keys gain an @ only from its compatibility form (which hasMailSign reads) or
    // from a confusable whose prototype holds one: the table has none.
    const prototypes = Object.entries(confusables as Record<string, string>);
    expect(prototypes.length).toBeGreaterThan(6000);
    expect(prototypes.filter(([, prototype]) => prototype.includes('@'))).toEqual([]);
    for (const char of ['@', '\uFF20', '\uFE6B']) {
      expect(nameKeys(char).key).toBe('@');
      expect(hasMailSign(char)).toBe(true);
    }
  });
});
