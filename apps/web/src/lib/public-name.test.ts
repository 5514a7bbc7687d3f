import { describe, expect, it } from 'vitest';
import { translator } from '../test/render-translated';
import { publicName, publicNames } from './public-name';

describe('a player’s one name', () => {
  it('is their nickname, else their number by arrival, in each language', async () => {
    const players = [
      { playerId: 'late', joinedAt: '2026-11-28T19:05:00.000Z', nickname: null },
      { playerId: 'named', joinedAt: '2026-11-28T19:01:00.000Z', nickname: 'Le Fantôme' },
      { playerId: 'first', joinedAt: '2026-11-28T19:00:00.000Z', nickname: null },
    ];
    const fr = (await translator('fr')).t;
    expect([...publicNames(players, fr)]).toEqual([
      ['late', 'Enquêteur n°\u00a03'],
      ['named', 'Le Fantôme'],
      ['first', 'Enquêteur n°\u00a01'],
    ]);
    expect(publicName((await translator('en')).t, null, 3)).toBe('Investigator 3');
    expect(publicName((await translator('es')).t, null, 3)).toBe('Investigador n.º 3');
    expect(publicName((await translator('gr')).t, null, 3)).toBe('Ερευνητής αρ. 3');
  });
});
