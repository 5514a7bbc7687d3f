import { foldAnswer as normaliseAnswer } from '../../game/answer-form.js';
import type { Scenario } from '../scenario.schema.js';
import { checkArrangedLock } from './check-arranged-locks.js';
import type { Report } from './case-files.js';

const FILE = 'scenario.json';

/**
 * The rules of scenario.json that a schema cannot say: languages and ids each once,
 * references to known folders, locks that open something, folders a player can reach, no
 * cycle of locks, and an accusation whose every question has its right answer among its
 * choices.
 */
export function checkStructure(scenario: Scenario, report: Report): void {
  scenario.languages.forEach((language, index) => {
    if (scenario.languages.indexOf(language) !== index)
      report(FILE, `languages.${index}`, 'duplicateLanguage', { language });
  });
  const folderIds = new Set<string>();
  scenario.folders.forEach((folder, index) => {
    if (folderIds.has(folder.id))
      report(FILE, `folders.${index}.id`, 'duplicateFolder', { folder: folder.id });
    folderIds.add(folder.id);
  });
  const documentIds = new Set<string>();
  scenario.folders.forEach((folder, index) =>
    folder.documents.forEach((doc, docIndex) => {
      if (documentIds.has(doc.id))
        report(FILE, `folders.${index}.documents.${docIndex}.id`, 'duplicateDocument', { document: doc.id });
      documentIds.add(doc.id);
    }),
  );
  const knownFolder = (id: string, field: string) => {
    if (!folderIds.has(id)) report(FILE, field, 'unknownFolder', { folder: id });
  };
  scenario.startFolders.forEach((id, index) => knownFolder(id, `startFolders.${index}`));

  const lockIds = new Set<string>();
  scenario.locks.forEach((lock, index) => {
    const field = `locks.${index}`;
    if (lockIds.has(lock.id)) report(FILE, `${field}.id`, 'duplicateLock', { lock: lock.id });
    lockIds.add(lock.id);
    knownFolder(lock.in, `${field}.in`);
    lock.opens.forEach((id, openIndex) => knownFolder(id, `${field}.opens.${openIndex}`));
    if (lock.opens.filter((id) => !scenario.startFolders.includes(id)).length === 0)
      report(FILE, `${field}.opens`, 'lockOpensNothing', { lock: lock.id });
    if (lock.kind === 'code' && normaliseAnswer(lock.answer) === '')
      report(FILE, `${field}.answer`, 'codeEmpty');
    if (lock.kind === 'code' && lock.lengthShown && !/^[0-9]+$/.test(normaliseAnswer(lock.answer)))
      report(FILE, `${field}.lengthShown`, 'lengthShownNotDigits');
    checkArrangedLock(lock, field, report);
    if (lock.kind === 'choice') {
      checkChoices(lock.choices, lock.answer, `${field}`, report);
      // With as many free attempts as wrong choices, guessing costs nothing.
      const free = lock.freeAttempts ?? scenario.scoring.wrongAttempts.free;
      if (free >= lock.choices.length - 1)
        report(FILE, `${field}.freeAttempts`, 'freeAttemptsTooMany', { count: free });
    }
  });

  checkPeople(scenario, report);
  knownFolder(scenario.accusation.in, 'accusation.in');
  scenario.accusation.questions.forEach((question, index) => {
    const field = `accusation.questions.${index}`;
    if (question.answer === undefined) report(FILE, `${field}.answer`, 'questionWithoutAnswer');
    checkChoices(question.choices, question.answer, field, report);
  });

  checkReachability(scenario, report);
  checkCycles(scenario, report);
}

/**
 * The persons of the case, each once; when it lists them, whoever the accusation's "who"
 * question names is among them (docs/product.md#team-board).
 */
function checkPeople(scenario: Scenario, report: Report) {
  if (!scenario.people) return;
  const ids = new Set<string>();
  scenario.people.forEach((person, index) => {
    if (ids.has(person.id)) report(FILE, `people.${index}.id`, 'duplicatePerson', { person: person.id });
    ids.add(person.id);
  });
  const who = scenario.accusation.questions.find((question) => question.id === 'who');
  for (const choice of who?.choices ?? []) {
    if (!ids.has(choice)) report(FILE, 'people', 'accusedNotAmongPeople', { person: choice });
  }
}

function checkChoices(choices: string[], answer: string | undefined, field: string, report: Report) {
  if (new Set(choices).size !== choices.length) report(FILE, `${field}.choices`, 'duplicateChoice');
  if (answer !== undefined && !choices.includes(answer))
    report(FILE, `${field}.answer`, 'answerNotAChoice', { answer });
}

/** The folders a player can open: the start folders, then whatever their locks open. */
export function reachableFolders(scenario: Scenario): Set<string> {
  const reached = new Set(scenario.startFolders);
  let grew = true;
  while (grew) {
    grew = false;
    for (const lock of scenario.locks) {
      if (!reached.has(lock.in)) continue;
      for (const id of lock.opens) {
        if (!reached.has(id)) {
          reached.add(id);
          grew = true;
        }
      }
    }
  }
  return reached;
}

function checkReachability(scenario: Scenario, report: Report) {
  const reached = reachableFolders(scenario);
  scenario.folders.forEach((folder, index) => {
    if (!reached.has(folder.id)) report(FILE, `folders.${index}`, 'unreachableFolder', { folder: folder.id });
  });
  if (!reached.has(scenario.accusation.in)) report(FILE, 'accusation.in', 'unreachableAccusation');
}

/** A lock found in B that opens A, while A's own lock leads to B: neither can open first. */
function checkCycles(scenario: Scenario, report: Report) {
  const next = new Map<string, string[]>();
  for (const lock of scenario.locks) next.set(lock.in, [...(next.get(lock.in) ?? []), ...lock.opens]);
  const state = new Map<string, 'visiting' | 'done'>();
  const reported = new Set<string>();
  const visit = (folder: string, trail: string[]) => {
    state.set(folder, 'visiting');
    for (const target of next.get(folder) ?? []) {
      if (state.get(target) === 'visiting') {
        const cycle = [...trail.slice(trail.indexOf(target)), target];
        const key = [...cycle].sort().join();
        if (!reported.has(key)) {
          reported.add(key);
          report(FILE, 'locks', 'lockCycle', { cycle: cycle.join(' → ') });
        }
      } else if (!state.has(target)) {
        visit(target, [...trail, target]);
      }
    }
    state.set(folder, 'done');
  };
  for (const folder of scenario.folders) if (!state.has(folder.id)) visit(folder.id, [folder.id]);
}
