// A small valid case as the editor writes one (content/README.md): two folders, a code lock
// between them, an accusation. Test support for both apps, whose tests read the shared
// package's sources; the package's build leaves it out.

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export const SMALL_CASE_CODE = '1847';

/** Each language's words: the case's title, its workshop and its safe. */
const WORDS = {
  en: { title: 'The Clockmaker', workshop: 'The workshop', safe: 'The safe' },
  fr: { title: 'L’horloger', workshop: 'L’atelier', safe: 'Le coffre' },
};

export type SmallCaseLanguage = keyof typeof WORDS;

function texts({ title, workshop, safe }: (typeof WORDS)[SmallCaseLanguage]) {
  return json({
    title,
    tagline: title,
    folders: { workshop: { title: workshop, summary: workshop }, safe: { title: safe, summary: safe } },
    documents: { ledger: { title: workshop }, confession: { title: safe } },
    locks: { 'safe-door': { title: safe, prompt: safe, hints: [workshop] } },
    accusation: {
      intro: title,
      questions: { who: { prompt: title, choices: { apprentice: workshop, widow: safe } } },
    },
  });
}

const markdown = (text: string) => `# ${text}\n\n${text}\n`;

/**
 * The files of the small case `id` (path → text, as the API sends them), in English and
 * French unless `languages` says otherwise, under its own title in each or under `title`.
 */
export function smallCaseFiles(
  id = 'test-case',
  { title, languages = ['en', 'fr'] }: { title?: string; languages?: SmallCaseLanguage[] } = {},
): Record<string, string> {
  const files: Record<string, string> = {
    'scenario.json': json({
      id,
      version: 1,
      languages,
      durationMinutes: 30,
      startFolders: ['workshop'],
      folders: [
        { id: 'workshop', documents: [{ id: 'ledger', style: 'log' }] },
        { id: 'safe', documents: [{ id: 'confession', style: 'letter' }] },
      ],
      locks: [
        {
          id: 'safe-door',
          in: 'workshop',
          opens: ['safe'],
          kind: 'code',
          answer: SMALL_CASE_CODE,
          hints: [{ penaltySeconds: 60 }],
        },
      ],
      accusation: {
        in: 'safe',
        questions: [{ id: 'who', choices: ['apprentice', 'widow'], answer: 'apprentice' }],
      },
      scoring: {
        lockPoints: 100,
        answerPoints: 200,
        pointsPerMinuteLeft: 5,
        wrongAttempts: { free: 3, penaltySeconds: 30 },
      },
    }),
  };
  for (const language of languages) {
    files[`texts.${language}.json`] = texts(title ? { ...WORDS[language], title } : WORDS[language]);
    for (const name of ['introduction', 'reveal', 'debrief'])
      files[`${name}.${language}.md`] = markdown(`${name} ${language}`);
    files[`unsolved.${language}.md`] = `# Not solved\n\nNot solved.\n\n## What happened\n\nThe apprentice.\n`;
    files[`documents/ledger.${language}.md`] = markdown(`Founded twelve years before 1859 ${language}`);
    files[`documents/confession.${language}.md`] = markdown(`I stopped the clock ${language}`);
  }
  return files;
}
