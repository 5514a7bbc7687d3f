import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { smallCaseFiles } from '@coulisses/shared/test/small-case-files';
import { renderCaseSection } from '../../test/render-case-section';
import { afterAutosave, savedJson, useDraftSaves } from '../card/draft-saves';
import { AccusationSection } from './accusation-section';

/** The small case with its scenario.json changed by `change`. */
function filesWith(change: (scenario: { accusation: { questions: Record<string, unknown>[] } }) => void) {
  const files = smallCaseFiles();
  const scenario = JSON.parse(files['scenario.json']!) as Parameters<typeof change>[0];
  change(scenario);
  files['scenario.json'] = `${JSON.stringify(scenario, null, 2)}\n`;
  return files;
}

describe('the accusation section', { timeout: 15_000 }, () => {
  const saves = useDraftSaves();
  afterEach(cleanup);

  it('saves the right answer its radio sets, marked as the secret', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderCaseSection(<AccusationSection />, smallCaseFiles());
    const answers = screen.getByRole('radiogroup', { name: 'Choices and right answer' });
    expect(screen.getByText(/no player sees it before the verdict/)).toBeTruthy();
    await user.click(within(answers).getByRole('radio', { name: '“The safe” is the right answer' }));
    await afterAutosave(saves);
    expect(Object.keys(saves[0]!)).toEqual(['scenario.json']);
    expect(savedJson(saves[0], 'scenario.json')).toMatchObject({
      accusation: { questions: [{ id: 'who', answer: 'widow' }] },
    });
  });

  it('shows the checks’ problem under a question without a right answer', async () => {
    await renderCaseSection(
      <AccusationSection />,
      filesWith((scenario) => delete scenario.accusation.questions[0]!.answer),
    );
    const problem = await screen.findByText('The question has no right answer.');
    const answers = screen.getByRole('radiogroup', { name: 'Choices and right answer' });
    expect(answers.id).toBe('case-field-scenario_json--accusation_questions_0_answer');
    expect(problem.closest('li')).toBe(answers.closest('li[class*=MuiPaper]'));
  });

  it('is read-only for an installed case', async () => {
    const { container } = await renderCaseSection(<AccusationSection />, smallCaseFiles(), {
      installed: true,
    });
    for (const input of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))
      if (input.getAttribute('aria-hidden') !== 'true')
        expect(input.disabled || input.readOnly, input.outerHTML).toBe(true);
    for (const button of screen.getAllByRole('button'))
      expect((button as HTMLButtonElement).disabled || button.getAttribute('aria-disabled') === 'true').toBe(
        true,
      );
  });
});
