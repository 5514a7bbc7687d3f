import { fitsAnswerForm, foldAnswer as normaliseAnswer } from '../../game/answer-form.js';
import type { Scenario, ScenarioTexts } from '../scenario.schema.js';
import type { Report } from './case-files.js';
import { checkArrangedTexts } from './check-arranged-locks.js';

/** Every id of scenario.json has its text, and every text belongs to an id. */
export function checkTexts(scenario: Scenario, texts: ScenarioTexts, file: string, report: Report): void {
  const missing = (field: string) => report(file, field, 'missing translation');
  const unknown = (field: string, what: string) => report(file, field, `unknown ${what} reference`);

  const folderIds = new Set(scenario.folders.map((folder) => folder.id));
  for (const id of folderIds) if (!texts.folders[id]) missing(`folders.${id}`);
  for (const id of Object.keys(texts.folders)) if (!folderIds.has(id)) unknown(`folders.${id}`, 'folder');

  const documentIds = new Set(scenario.folders.flatMap((folder) => folder.documents.map((doc) => doc.id)));
  for (const id of documentIds) if (!texts.documents[id]) missing(`documents.${id}`);
  for (const id of Object.keys(texts.documents))
    if (!documentIds.has(id)) unknown(`documents.${id}`, 'document');

  checkLockTexts(scenario, texts, file, report);
  if (scenario.card && !texts.pitch) missing('pitch');
  if (scenario.card && !texts.cover) missing('cover');

  const people = new Set((scenario.people ?? []).map((person) => person.id));
  for (const id of people) if (!texts.people?.[id]) missing(`people.${id}`);
  for (const id of Object.keys(texts.people ?? {})) if (!people.has(id)) unknown(`people.${id}`, 'person');

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
    if (!questions.some((question) => question.id === id)) unknown(`accusation.questions.${id}`, 'question');
}

function checkLockTexts(scenario: Scenario, texts: ScenarioTexts, file: string, report: Report): void {
  const missing = (field: string) => report(file, field, 'missing translation');
  const lockIds = new Set(scenario.locks.map((lock) => lock.id));
  for (const id of Object.keys(texts.locks))
    if (!lockIds.has(id)) report(file, `locks.${id}`, 'unknown lock reference');
  for (const lock of scenario.locks) {
    const field = `locks.${lock.id}`;
    const text = texts.locks[lock.id];
    if (!text) {
      missing(field);
      continue;
    }
    if (text.hints.length !== lock.hints.length)
      report(
        file,
        `${field}.hints`,
        `has ${text.hints.length} hints, scenario.json gives ${lock.hints.length}`,
      );
    if (lock.kind === 'text') {
      const answers = (text.answers ?? []).filter((answer) => normaliseAnswer(answer) !== '');
      if (answers.length === 0) missing(`${field}.answers`);
      // One no player could type past the form check (docs/decisions/0009).
      (text.answers ?? []).forEach((answer, index) => {
        if (!fitsAnswerForm({ kind: 'text' }, answer))
          report(file, `${field}.answers.${index}`, 'an answer needs Latin or Greek letters');
      });
    } else if (text.answers) {
      report(file, `${field}.answers`, `only a text lock has answers here (this one is a ${lock.kind})`);
    }
    if (lock.kind === 'choice') {
      for (const choice of lock.choices) if (!text.choices?.[choice]) missing(`${field}.choices.${choice}`);
    }
    checkArrangedTexts(lock, text, file, field, report);
  }
}
