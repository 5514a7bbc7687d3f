import { describe, expect, it } from 'vitest';
import { getIn, setIn } from './text-path';

describe('a text of the case by its path', () => {
  it('writes into a list by its index, making the list and filling its holes', () => {
    const texts: Record<string, unknown> = { locks: { door: { title: 'Door' } } };
    setIn(texts, ['locks', 'door', 'hints', '1'], 'Second');
    expect(texts).toEqual({ locks: { door: { title: 'Door', hints: ['', 'Second'] } } });
    setIn(texts, ['locks', 'door', 'hints', '0'], 'First');
    expect(getIn(texts, ['locks', 'door', 'hints'])).toEqual(['First', 'Second']);
  });

  it('makes the objects on the way, and removes a value set to undefined', () => {
    const texts: Record<string, unknown> = {};
    setIn(texts, ['people', 'ana', 'name'], 'Ana');
    expect(getIn(texts, ['people', 'ana', 'name'])).toBe('Ana');
    setIn(texts, ['people', 'ana', 'name'], undefined);
    expect(texts).toEqual({ people: { ana: {} } });
  });
});
