import { describe, expect, it } from 'vitest';
import type { TeamFeedEntry } from '@coulisses/shared/team/team.schema';
import { translator } from '../../../../test/render-translated';
import { feedLine } from './team-feed';

const entry = (fields: Partial<TeamFeedEntry>): TeamFeedEntry => ({
  id: 'e1',
  at: '2026-11-22T20:15:00.000Z',
  playerId: 'sam',
  nickname: 'Sam',
  kind: 'opened',
  lock: 'Loge',
  folders: [],
  detail: null,
  penaltySeconds: 0,
  ...fields,
});

const plain = (text: string) => text.replaceAll('\u00a0', ' ');
const one = entry({ folders: ['Scène'] });
const three = entry({ folders: ['Scène', 'Coulisses', 'Atelier'] });
const hint = entry({ kind: 'hint', detail: '2', penaltySeconds: 120 });

describe('a line of the team feed', () => {
  it('says in French which folders a lock gave access to, one or several, and takes a hint’s minutes off', async () => {
    const { t } = await translator('fr');
    expect(plain(feedLine(t, one, 'you', [], 'fr'))).toBe(
      'Sam a ouvert « Loge », qui donne accès au dossier « Scène »',
    );
    expect(plain(feedLine(t, three, 'you', [], 'fr'))).toBe(
      'Sam a ouvert « Loge », qui donne accès aux dossiers « Scène », « Coulisses » et « Atelier »',
    );
    expect(plain(feedLine(t, hint, 'you', [], 'fr'))).toBe('Sam a pris l’indice 2 sur « Loge » (−2 min)');
  });

  it('says it in English, without a serial comma', async () => {
    const { t } = await translator('en');
    expect(plain(feedLine(t, one, 'sam', [], 'en'))).toBe(
      'You cracked “Loge” and unlocked the “Scène” folder',
    );
    expect(plain(feedLine(t, three, 'you', [], 'en'))).toBe(
      'Sam cracked “Loge” and unlocked the “Scène”, “Coulisses” and “Atelier” folders',
    );
    expect(plain(feedLine(t, hint, 'sam', [], 'en'))).toBe('You took hint 2 for “Loge” (−2 min)');
  });

  it('names the lock and the folders in Greek, so that no article disagrees with a title', async () => {
    const { t } = await translator('gr');
    expect(plain(feedLine(t, one, 'you', [], 'gr'))).toBe(
      'Sam: άνοιξε την κλειδαριά «Loge» και ξεκλείδωσε τον φάκελο «Scène»',
    );
    expect(plain(feedLine(t, three, 'you', [], 'gr'))).toBe(
      'Sam: άνοιξε την κλειδαριά «Loge» και ξεκλείδωσε τους φακέλους «Scène», «Coulisses» και «Atelier»',
    );
  });

  it('tells the Greek reader their own doings in the singular, not as the whole team’s', async () => {
    const { t } = await translator('gr');
    expect(plain(feedLine(t, one, 'sam', [], 'gr'))).toBe(
      'Άνοιξες την κλειδαριά «Loge» και ξεκλείδωσες τον φάκελο «Scène»',
    );
    expect(plain(feedLine(t, hint, 'sam', [], 'gr'))).toBe(
      'Πήρες την υπόδειξη 2 για την κλειδαριά «Loge» (−2 λεπ.)',
    );
  });

  it('tells in Spanish the evening’s events in the present perfect', async () => {
    const { t } = await translator('es');
    expect(
      plain(feedLine(t, entry({ kind: 'wrong', detail: '1234', penaltySeconds: 30 }), 'you', [], 'es')),
    ).toBe('Sam ha probado «1234» en «Loge» (−30 s)');
    expect(plain(feedLine(t, three, 'sam', [], 'es'))).toBe(
      'Has abierto «Loge», que da acceso a los expedientes «Scène», «Coulisses» y «Atelier»',
    );
  });
});
