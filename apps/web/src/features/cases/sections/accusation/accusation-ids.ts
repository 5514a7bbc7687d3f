import type { CaseObjects } from '../../editor/case-content';
import { renameKey } from '../../editor/case-ids';

/** An accusation asks one question to ten, each of two choices to twelve, as the case's schema says. */
export const QUESTIONS = { min: 1, max: 10 } as const;
export const CHOICES = { min: 2, max: 12 } as const;

/** The question whose choices are people: the checks hold each of them to be among `people`. */
export const WHO = 'who';

/** Every declared language's texts, to rename a key in each. */
const eachTexts = (objects: CaseObjects) =>
  objects.scenario.languages.flatMap((language) => {
    const texts = objects.texts[language];
    return texts ? [texts] : [];
  });

/** Renames the person `from` in scenario.json and every language's texts (people.<id>). */
function renamePersonOnly(objects: CaseObjects, from: string, to: string): void {
  for (const person of objects.scenario.people ?? []) if (person.id === from) person.id = to;
  for (const texts of eachTexts(objects)) if (texts.people) texts.people = renameKey(texts.people, from, to);
}

/** Renames a choice of question `index`: its place among the choices, the answer, its label in each language. */
function renameChoiceOnly(objects: CaseObjects, index: number, from: string, to: string): void {
  const question = objects.scenario.accusation.questions[index];
  if (!question) return;
  question.choices = question.choices.map((choice) => (choice === from ? to : choice));
  if (question.answer === from) question.answer = to;
  for (const texts of eachTexts(objects)) {
    const text = texts.accusation.questions[question.id];
    if (text?.choices) text.choices = renameKey(text.choices, from, to);
  }
}

/**
 * Renames a person everywhere (docs/product.md#case-editor): in `people`, in each language's
 * texts, and as a choice of the `who` question, which names people by id.
 */
export function renamePerson(objects: CaseObjects, from: string, to: string): void {
  renamePersonOnly(objects, from, to);
  objects.scenario.accusation.questions.forEach((question, index) => {
    if (question.id === WHO && question.choices.includes(from)) renameChoiceOnly(objects, index, from, to);
  });
}

/** Renames a choice; a choice of the `who` question that is a person renames the person too. */
export function renameChoice(objects: CaseObjects, index: number, from: string, to: string): void {
  const question = objects.scenario.accusation.questions[index];
  if (question?.id === WHO && (objects.scenario.people ?? []).some((person) => person.id === from))
    renamePerson(objects, from, to);
  else renameChoiceOnly(objects, index, from, to);
}

/** Renames question `index` in scenario.json and in each language's texts. */
export function renameQuestion(objects: CaseObjects, index: number, to: string): void {
  const question = objects.scenario.accusation.questions[index];
  if (!question) return;
  const from = question.id;
  question.id = to;
  for (const texts of eachTexts(objects))
    texts.accusation.questions = renameKey(texts.accusation.questions, from, to);
}

/** Takes person `id` out of the case and its texts; without people left, the case lists none. */
export function removePerson(objects: CaseObjects, id: string): void {
  const people = (objects.scenario.people ?? []).filter((person) => person.id !== id);
  // An empty list would still hold the `who` question's choices to be among it: none is no list.
  if (people.length > 0) objects.scenario.people = people;
  else delete objects.scenario.people;
  for (const texts of eachTexts(objects)) {
    if (!texts.people) continue;
    delete texts.people[id];
    if (Object.keys(texts.people).length === 0) delete texts.people;
  }
}

/**
 * Fills question `index`'s choices with the case's people (docs/product.md#team-board), the
 * first twelve: a choice kept keeps its label, a new one is labelled with the person's name.
 */
export function fillFromPeople(objects: CaseObjects, index: number): void {
  const question = objects.scenario.accusation.questions[index];
  if (!question) return;
  const ids = (objects.scenario.people ?? []).map((person) => person.id).slice(0, CHOICES.max);
  question.choices = ids;
  if (question.answer !== undefined && !ids.includes(question.answer)) delete question.answer;
  for (const texts of eachTexts(objects)) {
    const text = (texts.accusation.questions[question.id] ??= { prompt: '', choices: {} });
    const before = text.choices ?? {};
    text.choices = Object.fromEntries(
      ids.map((id) => [id, before[id] ?? texts.people?.[id]?.name ?? '']).filter(([, label]) => label !== ''),
    );
  }
}
