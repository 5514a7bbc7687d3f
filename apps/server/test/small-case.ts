// A small case written as the editor writes one: two folders, a code lock, one language.

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export const SMALL_CASE_CODE = '1847';

/** The files of a small valid case `id`, in English only, as the API sends them (text). */
export function smallCaseFiles(id: string, title = 'The Clockmaker’s Key'): Record<string, string> {
  return {
    'scenario.json': json({
      id,
      version: 1,
      languages: ['en'],
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
    'texts.en.json': json({
      title,
      tagline: 'A clock stopped at the wrong hour.',
      folders: {
        workshop: { title: 'The workshop', summary: 'Where the clockmaker worked.' },
        safe: { title: 'The safe', summary: 'What the clockmaker kept.' },
      },
      documents: { ledger: { title: 'The ledger' }, confession: { title: 'A letter' } },
      locks: {
        'safe-door': {
          title: 'The safe',
          prompt: 'The safe opens with the year the workshop was founded.',
          hints: ['The ledger starts with the founding.'],
        },
      },
      accusation: {
        intro: 'Who stopped the clock?',
        questions: {
          who: {
            prompt: 'Who stopped the clock?',
            choices: { apprentice: 'The apprentice', widow: 'The widow' },
          },
        },
      },
    }),
    'introduction.en.md': 'The clockmaker is gone. You have {{minutes}} minutes.\n',
    'reveal.en.md': 'The apprentice stopped the clock to hide a theft.\n',
    'unsolved.en.md':
      '# Not solved\n\nThe clock keeps its secret.\n\n## What happened\n\nThe apprentice stopped it.\n',
    'debrief.en.md': 'The ledger and the letter point to the apprentice.\n',
    'documents/ledger.en.md':
      '# Ledger\n\nFounded twelve years before the great fire of 1859, by the first master.\n',
    'documents/confession.en.md': '# A letter\n\nI stopped the clock. Forgive me.\n',
  };
}
