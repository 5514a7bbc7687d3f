import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@coulisses/shared/languages';
import type { Pin } from '@coulisses/shared/team/pin.schema';
import type { TeamMember } from '@coulisses/shared/team/team.schema';
import { renderTranslated, translator } from '../../../../test/render-translated';
import { PinCard } from './pin-card';
import { pinTally, pinWords } from './pin-words';

/** What the server answers each reader: the case's words in their language, the rest as stored. */
const TITLES: Record<Language, { document: string; role: string; name: string }> = {
  fr: { document: 'Déposition d’Irène Castellane', name: 'Solène Garnier', role: 'Créatrice des costumes' },
  en: { document: 'Statement of Irène Castellane', name: 'Solène Garnier', role: 'Costume designer' },
  es: {
    document: 'Declaración de Irène Castellane',
    name: 'Solène Garnier',
    role: 'Diseñadora de vestuario',
  },
  gr: { document: 'Κατάθεση της Ιρέν Καστελάν', name: 'Σολέν Γκαρνιέ', role: 'Ενδυματολόγος' },
};

const members: TeamMember[] = [
  { id: 'eleni', nickname: 'Ελένη', lang: 'gr' },
  { id: 'marc', nickname: 'Marc', lang: 'fr' },
  { id: 'emma', nickname: null, lang: 'en' },
];

const base = { createdAt: '2026-03-14T20:07:00.000Z', authorId: 'eleni', authorNickname: 'Ελένη', votes: [] };
const documentPin = (lang: Language): Pin => ({
  ...base,
  id: 'p1',
  reference: { kind: 'document', documentId: 'statement-irene' },
  title: TITLES[lang].document,
  detail: null,
});
const valuePin: Pin = {
  ...base,
  id: 'p2',
  reference: { kind: 'value', value: '20:57', valueKind: 'time' },
  title: null,
  detail: null,
  votes: [
    { playerId: 'marc', nickname: 'Marc', vote: 'confirmed' },
    { playerId: 'emma', nickname: null, vote: 'confirmed' },
    { playerId: 'eleni', nickname: 'Ελένη', vote: 'ruled-out' },
  ],
};
const textPin: Pin = {
  ...base,
  id: 'p3',
  reference: { kind: 'text', text: 'Η πόρτα ήταν ανοιχτή.', language: 'gr' },
  title: null,
  detail: null,
};
const personPin = (lang: Language): Pin => ({
  ...base,
  id: 'p4',
  reference: { kind: 'person', personId: 'solene' },
  title: TITLES[lang].name,
  detail: TITLES[lang].role,
});

const plain = (text: string | null) => text?.replaceAll('\u00a0', ' ');

describe('a pin made in Greek, as each member reads it', () => {
  afterEach(cleanup);

  it.each([
    [
      'fr',
      'Pièce',
      'Heure',
      'Langue : grec',
      'Épinglé par Ελένη',
      'Confirmé par Marc et Membre 3',
      'Écarté par vous',
    ],
    [
      'en',
      'Document',
      'Time',
      'Language: Greek',
      'Pinned by Ελένη',
      'Confirmed by Marc and Member 3',
      'Ruled out by you',
    ],
    [
      'es',
      'Documento',
      'Hora',
      'Idioma: griego',
      'Fijada por Ελένη',
      'Confirmada por Marc y Miembro 3',
      'Descartada por ti',
    ],
  ] as const)(
    'reads in %s: the case’s titles in that language, a value as written, the note’s language named',
    async (lang, document, time, language, author, confirmed, ruledOut) => {
      const { t } = await translator(lang);
      const you = lang === 'fr' ? 'marc' : 'emma';
      expect(pinWords(t, documentPin(lang), lang, members, you)).toMatchObject({
        kind: document,
        main: TITLES[lang].document,
        author,
        language: null,
      });
      expect(pinWords(t, valuePin, lang, members, you)).toMatchObject({
        kind: time,
        main: '20:57',
        literal: true,
      });
      const note = pinWords(t, textPin, lang, members, you);
      expect(note.main).toBe('Η πόρτα ήταν ανοιχτή.');
      expect(note.language?.code).toBe('el');
      expect(plain(note.language?.label ?? null)).toBe(language);
      expect(pinWords(t, personPin(lang), lang, members, you)).toMatchObject({
        main: TITLES[lang].name,
        detail: TITLES[lang].role,
      });
      // Who gave which word: Eleni's own is read in her second person on her phone only.
      const tally = pinTally(t, valuePin, lang, members, 'eleni');
      expect(tally).toMatchObject({ confirmed: 2, ruledOut: 1, yours: 'ruled-out' });
      expect(tally.confirmedBy).toBe(confirmed);
      expect(tally.ruledOutBy).toBe(ruledOut);
    },
  );

  it('reads in Greek, its author in the second person', async () => {
    const { t } = await translator('gr');
    expect(pinWords(t, documentPin('gr'), 'gr', members, 'eleni')).toMatchObject({
      kind: 'Έγγραφο',
      main: 'Κατάθεση της Ιρέν Καστελάν',
      author: 'Το καρφιτσώσατε εσείς',
    });
    expect(plain(pinWords(t, textPin, 'gr', members, 'eleni').language?.label ?? null)).toBe(
      'Γλώσσα: Ελληνικά',
    );
    expect(pinWords(t, valuePin, 'gr', members, 'marc').author).toBe('Ελένη: το καρφίτσωσε');
  });

  it('quotes a passage as each language quotes, and says when the case no longer holds what a pin names', async () => {
    const passage: Pin = {
      ...base,
      id: 'p5',
      reference: { kind: 'passage', documentId: 'statement-irene', block: 3 },
      title: 'Statement of Irène Castellane',
      detail: 'It said three minutes to nine.',
    };
    expect(plain(pinWords((await translator('fr')).t, passage, 'fr', members, 'x').detail)).toBe(
      '« It said three minutes to nine. »',
    );
    expect(pinWords((await translator('en')).t, passage, 'en', members, 'x').detail).toBe(
      '“It said three minutes to nine.”',
    );
    const gone = pinWords((await translator('en')).t, { ...passage, title: null }, 'en', members, 'x');
    expect(gone.main).toBe('No longer part of the case');
  });

  it('draws the note in its own language, and the reader’s word pressed', async () => {
    await renderTranslated(
      <ol>
        <PinCard
          pin={textPin}
          reader="fr"
          members={members}
          you="eleni"
          onVote={() => Promise.resolve()}
          onRemove={() => Promise.resolve()}
        />
        <PinCard
          pin={valuePin}
          reader="fr"
          members={members}
          you="marc"
          onVote={() => Promise.resolve()}
          onRemove={() => Promise.resolve()}
        />
      </ol>,
      'fr',
    );
    expect(screen.getByText('Η πόρτα ήταν ανοιχτή.').getAttribute('lang')).toBe('el');
    expect(screen.getByText(/Langue\s: grec/)).toBeTruthy();
    // Eleni's own note may be removed; Marc's word on the value is pressed.
    expect(screen.getAllByRole('button', { name: /^Retirer/ })).toHaveLength(1);
    const confirmed = screen.getByRole('button', { name: 'Confirmé (2)' });
    expect(confirmed.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('button', { name: 'Écarté (1)' })[0]?.getAttribute('aria-pressed')).toBe(
      'false',
    );
  });
});
