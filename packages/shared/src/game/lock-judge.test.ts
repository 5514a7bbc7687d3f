import { describe, expect, it } from 'vitest';
import type { ScenarioLock } from '../scenario/scenario.schema.js';
import { lockJudge } from './lock-judge.js';

const lock: ScenarioLock = { id: 'door', kind: 'text', in: 'lobby', opens: ['office'], hints: [] };
const answers = (...given: string[]) => ({
  locks: { door: { title: 'The door', prompt: 'Who signed', hints: [], answers: given } },
});

describe('the judge of a text lock', () => {
  it('accepts the answers of every language given, and of no other', () => {
    const english = lockJudge(lock, { en: answers('Moreau') });
    expect(english('l. moreau')).toBe(false);
    expect(english('MOREAU')).toBe(true);
    expect(english('Μορό')).toBe(false);
    const both = lockJudge(lock, { en: answers('Moreau'), gr: answers('Μορό') });
    expect(both('Μορό')).toBe(true);
    expect(both('moreau')).toBe(true);
  });
});
