import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { smallCaseFiles } from '@coulisses/shared/test/small-case-files';
import { renderCaseSection } from '../../test/render-case-section';
import { afterAutosave, savedJson, useDraftSaves } from '../card/draft-saves';
import { AccusationSection } from './accusation-section';

describe('the accusation’s questions', { timeout: 15_000 }, () => {
  const saves = useDraftSaves();
  afterEach(cleanup);

  it('adds a question with two choices, and its texts in each language', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderCaseSection(<AccusationSection />, smallCaseFiles());
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await afterAutosave(saves);
    expect(savedJson(saves[0], 'scenario.json')).toMatchObject({
      accusation: { questions: [{ id: 'who' }, { id: 'question-1', choices: ['choice-1', 'choice-2'] }] },
    });
    for (const file of ['texts.en.json', 'texts.fr.json'])
      expect(savedJson(saves[0], file)).toMatchObject({
        accusation: { questions: { 'question-1': { prompt: '', choices: {} } } },
      });
  });

  it('renames a choice in the question, its answer and each language’s label, in one save', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderCaseSection(<AccusationSection />, smallCaseFiles());
    const [first] = screen.getAllByRole('textbox', { name: 'Choice id' });
    await user.clear(first!);
    await user.type(first!, 'Clerk{Enter}');
    await afterAutosave(saves);
    expect(saves).toHaveLength(1);
    expect(savedJson(saves[0], 'scenario.json')).toMatchObject({
      accusation: { questions: [{ choices: ['clerk', 'widow'], answer: 'clerk' }] },
    });
    expect(savedJson(saves[0], 'texts.fr.json')).toMatchObject({
      accusation: { questions: { who: { choices: { clerk: 'L’atelier', widow: 'Le coffre' } } } },
    });
  });
});
