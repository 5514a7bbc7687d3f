// A small case as the editor receives one: two folders, a code lock, in English and French.

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export function smallCaseFiles(id = 'test-case'): Record<string, string> {
  const texts = (title: string, folder: string, safe: string) =>
    json({
      title,
      tagline: title,
      folders: { workshop: { title: folder, summary: folder }, safe: { title: safe, summary: safe } },
      documents: { ledger: { title: folder }, confession: { title: safe } },
      locks: { 'safe-door': { title: safe, prompt: safe, hints: [folder] } },
      accusation: {
        intro: title,
        questions: { who: { prompt: title, choices: { apprentice: folder, widow: safe } } },
      },
    });
  const markdown = (text: string) => `# ${text}\n\n${text}\n`;
  const files: Record<string, string> = {
    'scenario.json': json({
      id,
      version: 1,
      languages: ['en', 'fr'],
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
          answer: '1847',
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
    'texts.en.json': texts('The Clockmaker', 'The workshop', 'The safe'),
    'texts.fr.json': texts('L’horloger', 'L’atelier', 'Le coffre'),
  };
  for (const language of ['en', 'fr']) {
    for (const name of ['introduction', 'reveal', 'debrief'])
      files[`${name}.${language}.md`] = markdown(`${name} ${language}`);
    files[`unsolved.${language}.md`] = `# Not solved\n\nNot solved.\n\n## What happened\n\nThe apprentice.\n`;
    files[`documents/ledger.${language}.md`] = markdown(`Founded twelve years before 1859 ${language}`);
    files[`documents/confession.${language}.md`] = markdown(`I stopped the clock ${language}`);
  }
  return files;
}
