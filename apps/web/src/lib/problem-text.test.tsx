import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from '@coulisses/shared/languages';
import { listParam } from '@coulisses/shared/scenario/check/problem-params';
import { translator } from '../test/render-translated';
import { useProblemPlace, useProblemText, type CheckedProblem } from './problem-text';

const NBSP = '\u00a0';

async function inLanguage<Value>(lang: Language, hook: () => Value): Promise<Value> {
  const i18n = await translator(lang);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(hook, { wrapper }).result.current;
}

const problemText = (lang: Language) => inLanguage(lang, useProblemText);

describe('a problem of the checks in the reader’s words', () => {
  it('names languages, kinds of lock and passages as the reader does, and counts in their plural', async () => {
    const say = await problemText('fr');
    const said = (problem: Omit<CheckedProblem, 'message'>) => say({ ...problem, message: 'English' });
    expect(said({ code: 'imageOfOtherLanguage', params: { language: 'es', imageLanguage: 'gr' } })).toBe(
      'Un document en espagnol montre l’image en grec.',
    );
    expect(said({ code: 'onlyTextLockHasAnswers', params: { kind: 'choice' } })).toBe(
      `Seul un verrou «${NBSP}Réponse écrite${NBSP}» a des réponses ici (celui-ci est un verrou «${NBSP}Choix${NBSP}»).`,
    );
    expect(
      said({
        code: 'passageMissing',
        params: { reference: 'documents/note.fr.md', referenceKind: 'row' },
      }),
    ).toMatch(
      new RegExp(
        `^Ce passage manque là où documents/note.fr.md a un passage de type «${NBSP}ligne de tableau${NBSP}»`,
      ),
    );
    expect(said({ code: 'tooLong', params: { count: 1 } })).toBe(`Trop long${NBSP}: 1 caractère au plus.`);
    expect(said({ code: 'tooLong', params: { count: 80 } })).toBe(`Trop long${NBSP}: 80 caractères au plus.`);
  });

  it('names the kind of value a field wants, and its form, in the reader’s words, never zod’s', async () => {
    const say = await problemText('fr');
    const said = (problem: Omit<CheckedProblem, 'message'>) => say({ ...problem, message: 'English' });
    expect(said({ code: 'invalidType', params: { type: 'int' } })).toBe(
      `Mauvais type de valeur${NBSP}: il faut un nombre entier.`,
    );
    expect(said({ code: 'oneLine' })).toBe('Doit tenir sur une seule ligne.');
    const greek = await problemText('gr');
    expect(greek({ code: 'invalidType', params: { type: 'string' }, message: 'English' })).toBe(
      'Λάθος είδος τιμής: πρέπει να είναι κείμενο.',
    );
  });

  it('lists the other languages an answer is copied in, joined as the reader joins them', async () => {
    const say = await problemText('en');
    expect(
      say({
        code: 'answerCopiedAlsoIn',
        params: {
          lock: 'safe',
          run: '1847',
          document: 'documents/note.fr.md',
          languages: listParam(['en', 'gr']),
        },
        message: 'English',
      }),
    ).toContain('from documents/note.fr.md (and in English and Greek), which');
  });

  it('says first where inside a field a problem is', async () => {
    const say = await problemText('gr');
    expect(say({ code: 'imageMissing', params: { at: 'images/map.fr.svg' }, message: 'English' })).toBe(
      'images/map.fr.svg: Η εικόνα δεν υπάρχει.',
    );
  });

  it('says a line or a passage of a whole text in the reader’s words, any other place by its field', async () => {
    const placeOf = await inLanguage('gr', useProblemPlace);
    const problem = { message: 'English' };
    expect(placeOf({ ...problem, field: 'line 3', params: { line: 3, excerpt: 'x' } })).toBe('γραμμή 3');
    expect(placeOf({ ...problem, field: 'passage 2', params: { passage: 2 } })).toBe('τμήμα 2');
    expect(placeOf({ ...problem, field: 'locks.0.answer' })).toBe('locks.0.answer');
  });

  it('falls back on the English of a code it does not know, or of a problem without one', async () => {
    const say = await problemText('es');
    expect(say({ code: 'somethingNew', message: 'something new' })).toBe('something new');
    expect(say({ message: 'Required' })).toBe('Required');
  });
});
