import { fitsAnswerForm, foldAnswer as normaliseAnswer } from '../../game/answer-form.js';
import type { Scenario, ScenarioTexts } from '../scenario.schema.js';
import type { Report } from './case-files.js';
import { checkArrangedTexts } from './check-arranged-locks.js';

/** Every id of scenario.json has its text, and every text belongs to an id. */
export function checkTexts(scenario: Scenario, texts: ScenarioTexts, file: string, report: Report): void {
  const missing = (field: string) => report(file, field, 'missingTranslation');

  const folderIds = new Set(scenario.folders.map((folder) => folder.id));
  for (const id of folderIds) if (!texts.folders[id]) missing(`folders.${id}`);
  for (const id of Object.keys(texts.folders))
    if (!folderIds.has(id)) report(file, `folders.${id}`, 'unknownFolderText');

  const documentIds = new Set(scenario.folders.flatMap((folder) => folder.documents.map((doc) => doc.id)));
  for (const id of documentIds) if (!texts.documents[id]) missing(`documents.${id}`);
  for (const id of Object.keys(texts.documents))
    if (!documentIds.has(id)) report(file, `documents.${id}`, 'unknownDocumentText');

  checkLockTexts(scenario, texts, file, report);
  if (scenario.card && !texts.pitch) missing('pitch');
  if (scenario.card && !texts.cover) missing('cover');

  const people = new Set((scenario.people ?? []).map((person) => person.id));
  for (const id of people) if (!texts.people?.[id]) missing(`people.${id}`);
  for (const id of Object.keys(texts.people ?? {}))
    if (!people.has(id)) report(file, `people.${id}`, 'unknownPersonText');

  const questions = scenario.accusation.questions;
  for (const question of questions) {
    const field = `accusation.questions.${question.id}`;
    const text = texts.accusation.questions[question.id];
    if (!text) {
      missing(field);
      continue;
    }
    for (const choice of question.choices) if (!text.choices[choice]) missing(`${field}.choices.${choice}`);
  }
  for (const id of Object.keys(texts.accusation.questions))
    if (!questions.some((question) => question.id === id))
      report(file, `accusation.questions.${id}`, 'unknownQuestionText');
}

function checkLockTexts(scenario: Scenario, texts: ScenarioTexts, file: string, report: Report): void {
  const missing = (field: string) => report(file, field, 'missingTranslation');
  const lockIds = new Set(scenario.locks.map((lock) => lock.id));
  for (const id of Object.keys(texts.locks))
    if (!lockIds.has(id)) report(file, `locks.${id}`, 'unknownLockText');
  for (const lock of scenario.locks) {
    const field = `locks.${lock.id}`;
    const text = texts.locks[lock.id];
    if (!text) {
      missing(field);
      continue;
    }
    if (text.hints.length !== lock.hints.length)
      report(file, `${field}.hints`, 'hintCount', { count: text.hints.length, expected: lock.hints.length });
    if (lock.kind === 'text') {
      const answers = (text.answers ?? []).filter((answer) => normaliseAnswer(answer) !== '');
      if (answers.length === 0) missing(`${field}.answers`);
      // One no player could type past the form check (docs/decisions/0009).
      (text.answers ?? []).forEach((answer, index) => {
        if (!fitsAnswerForm({ kind: 'text' }, answer))
          report(file, `${field}.answers.${index}`, 'answerUnsupported');
      });
    } else if (text.answers) {
      report(file, `${field}.answers`, 'onlyTextLockHasAnswers', { kind: lock.kind });
    }
    if (lock.kind === 'choice') {
      for (const choice of lock.choices) if (!text.choices?.[choice]) missing(`${field}.choices.${choice}`);
    }
    checkArrangedTexts(lock, text, file, field, report);
  }
}
