import type { TFunction } from 'i18next';
import type { Language } from '@coulisses/shared/languages';
import type { Scenario, ScenarioTexts } from '@coulisses/shared/scenario/scenario.schema';

/** The ids the skeleton's structure and its texts share. */
const FIRST = 'first-folder';
const SECOND = 'second-folder';
const DOCUMENT = 'first-document';
const LOCK = 'first-lock';
const SUSPECTS = ['suspect-a', 'suspect-b'] as const;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The files a new case starts from (docs/product.md#case-library): the smallest case the
 * checks accept (docs/product.md#scenarios) — a start folder with one document, a code lock
 * found there that opens a second folder, and the accusation in that second folder — so that
 * the author replaces words in a working case rather than builds one from nothing. Every text
 * is in the case's first language, `language`, through `t` (its `cases.skeleton.*` words).
 */
export function newCaseFiles(id: string, language: Language, t: TFunction): Record<string, string> {
  const scenario: Scenario = {
    id,
    version: 1,
    languages: [language],
    durationMinutes: 60,
    startFolders: [FIRST],
    folders: [
      { id: FIRST, documents: [{ id: DOCUMENT, style: 'report' }] },
      { id: SECOND, documents: [] },
    ],
    locks: [
      {
        id: LOCK,
        kind: 'code',
        in: FIRST,
        opens: [SECOND],
        hints: [{ penaltySeconds: 60 }],
        answer: '1234',
      },
    ],
    accusation: {
      in: SECOND,
      questions: [{ id: 'who', choices: [...SUSPECTS], answer: SUSPECTS[0] }],
    },
    scoring: {
      lockPoints: 100,
      answerPoints: 200,
      pointsPerMinuteLeft: 5,
      wrongAttempts: { free: 3, penaltySeconds: 30 },
    },
  };
  const texts: ScenarioTexts = {
    title: t('cases.skeleton.title'),
    tagline: t('cases.skeleton.tagline'),
    folders: {
      [FIRST]: { title: t('cases.skeleton.firstFolder'), summary: t('cases.skeleton.firstFolderSummary') },
      [SECOND]: {
        title: t('cases.skeleton.secondFolder'),
        summary: t('cases.skeleton.secondFolderSummary'),
      },
    },
    documents: { [DOCUMENT]: { title: t('cases.skeleton.document') } },
    locks: {
      [LOCK]: {
        title: t('cases.skeleton.lock'),
        prompt: t('cases.skeleton.lockPrompt'),
        hints: [t('cases.skeleton.hint')],
      },
    },
    accusation: {
      intro: t('cases.skeleton.accusation'),
      questions: {
        who: {
          prompt: t('cases.skeleton.who'),
          choices: {
            [SUSPECTS[0]]: t('cases.skeleton.suspectA'),
            [SUSPECTS[1]]: t('cases.skeleton.suspectB'),
          },
        },
      },
    },
  };
  const line = (key: string) => `${t(key)}\n`;
  return {
    'scenario.json': json(scenario),
    [`texts.${language}.json`]: json(texts),
    [`introduction.${language}.md`]: line('cases.skeleton.introduction'),
    [`reveal.${language}.md`]: line('cases.skeleton.reveal'),
    [`unsolved.${language}.md`]: [
      `# ${t('cases.skeleton.notSolvedTitle')}`,
      '',
      t('cases.skeleton.notSolved'),
      '',
      `## ${t('cases.skeleton.truthTitle')}`,
      '',
      t('cases.skeleton.truth'),
      '',
    ].join('\n'),
    [`debrief.${language}.md`]: line('cases.skeleton.debrief'),
    [`documents/${DOCUMENT}.${language}.md`]: line('cases.skeleton.documentText'),
  };
}
