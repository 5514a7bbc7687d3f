import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_KEYS } from '@coulisses/shared/http/error-keys';
import { LANGUAGES } from '@coulisses/shared/languages';
import { CHECK_MESSAGES } from '@coulisses/shared/scenario/check/check-messages';
import { TEXT_PLACES, VALUE_TYPES } from '@coulisses/shared/scenario/check/problem-params';
import type { PassageKind } from '@coulisses/shared/scenario/passages';
import { LOCK_KINDS } from '@coulisses/shared/scenario/scenario.schema';
import { placeholdersOf } from '@coulisses/shared/text/message-template';
import { CONTROL_CHARACTER_ERROR } from '@coulisses/shared/text/plain-text';

const folder = path.resolve(__dirname, '../../public/assets/i18n');
const load = (language: string) => JSON.parse(fs.readFileSync(path.join(folder, `${language}.json`), 'utf8'));

function leaves(tree: Record<string, unknown>, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object')
      leaves(value as Record<string, unknown>, name).forEach((v, k) => found.set(k, v));
    else found.set(name, String(value));
  }
  return found;
}

/** The kinds of passage a document has, each once: a check names them (passageDiffers). */
const PASSAGE_KINDS = Object.keys({ paragraph: 1, heading: 1, item: 1, row: 1 } satisfies Record<
  PassageKind,
  1
>);

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe('the four translation files', () => {
  const reference = leaves(load('fr'));

  it.each(LANGUAGES)(
    '%s has exactly the keys of fr, each non-empty, with the same placeholders',
    (language) => {
      const translated = leaves(load(language));
      expect([...translated.keys()].sort()).toEqual([...reference.keys()].sort());
      for (const [key, text] of translated) {
        expect(text.trim(), `${language}: ${key}`).not.toBe('');
        expect(placeholders(text), `${language}: ${key}`).toEqual(placeholders(reference.get(key)!));
      }
    },
  );

  it.each(LANGUAGES)('%s keeps its keys sorted', (language) => {
    const check = (tree: Record<string, unknown>) => {
      const keys = Object.keys(tree);
      expect(keys).toEqual([...keys].sort());
      Object.values(tree).forEach(
        (value) => value && typeof value === 'object' && check(value as Record<string, unknown>),
      );
    };
    check(load(language));
  });

  it('translates every error key of the API', () => {
    for (const key of ERROR_KEYS) expect(reference.has(`errors.${key}`), key).toBe(true);
  });

  it('translates every message key the shared schemas use', () => {
    const sources = [
      'player/player.schema.ts',
      'auth/login.schema.ts',
      'session/session.schema.ts',
      'game/game.schema.ts',
      'team/pin.schema.ts',
      'case/case.schema.ts',
    ].map((file) =>
      fs.readFileSync(path.resolve(__dirname, '../../../../packages/shared/src', file), 'utf8'),
    );
    const used = sources.flatMap((source) =>
      [...source.matchAll(/error: '([\w.]+)'/g)].map((match) => match[1]!),
    );
    expect(used.length).toBeGreaterThan(8);
    for (const key of used) expect(reference.has(key), key).toBe(true);
    // Every string field's refusal of control characters (docs/decisions/0016).
    expect(reference.has(CONTROL_CHARACTER_ERROR), CONTROL_CHARACTER_ERROR).toBe(true);
  });

  it('says every problem of the case checks by its code, with only the values its English names', () => {
    const said = new Set<string>();
    for (const [code, english] of Object.entries(CHECK_MESSAGES)) {
      const keys = ['', '_one', '_other']
        .map((plural) => `cases.checks.${code}${plural}`)
        .filter((key) => reference.has(key));
      expect(keys, code).not.toEqual([]);
      for (const key of keys) {
        said.add(key);
        for (const name of placeholders(reference.get(key)!))
          expect(placeholdersOf(english), key).toContain(name);
      }
    }
    for (const kind of LOCK_KINDS) expect(reference.has(`cases.locks.kinds.${kind}`), kind).toBe(true);
    for (const key of PASSAGE_KINDS.map((kind) => `cases.checks.passageKinds.${kind}`)) {
      expect(reference.has(key), key).toBe(true);
      said.add(key);
    }
    for (const place of TEXT_PLACES) {
      const key = `cases.checks.places.${place}`;
      expect(placeholders(reference.get(key) ?? ''), key).toEqual([place]);
      said.add(key);
    }
    for (const key of VALUE_TYPES.map((type) => `cases.checks.types.${type}`)) {
      expect(reference.has(key), key).toBe(true);
      said.add(key);
    }
    said.add('cases.checks.at');
    const unsaid = [...reference.keys()].filter((key) => key.startsWith('cases.checks.') && !said.has(key));
    expect(unsaid).toEqual([]);
  });
});
