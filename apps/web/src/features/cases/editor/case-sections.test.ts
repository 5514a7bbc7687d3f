import { describe, expect, it } from 'vitest';
import { sectionOf } from './case-sections';

describe("a problem's tab", () => {
  it.each([
    ['scenario.json', 'locks.2.answer', 'locks'],
    ['scenario.json', 'startFolders.0', 'folders'],
    ['scenario.json', 'accusation.questions.0.answer', 'accusation'],
    ['scenario.json', 'scoring.lockPoints', 'accusation'],
    ['scenario.json', 'card.cover', 'card'],
    ['scenario.json', 'people.1.id', 'card'],
    ['texts.gr.json', 'documents.ledger.title', 'folders'],
    ['texts.fr.json', 'locks.safe-door.hints.0', 'locks'],
    ['texts.en.json', 'pitch', 'card'],
    ['documents/ledger.es.md', 'line 3', 'folders'],
    ['unsolved.fr.md', '', 'story'],
    ['images/plan.gr.svg', 'line 2', 'images'],
    ['SOLUTION.md', '', 'bible'],
  ])('%s %s is on the %s tab', (file, field, section) => {
    expect(sectionOf(file, field)).toBe(section);
  });
});
