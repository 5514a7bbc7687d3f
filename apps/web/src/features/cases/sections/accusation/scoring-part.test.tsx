import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { smallCaseFiles } from '@coulisses/shared/test/small-case-files';
import { renderCaseSection } from '../../test/render-case-section';
import { afterAutosave, savedJson, useDraftSaves } from '../card/draft-saves';
import { ScoringPart } from './scoring-part';

describe('the scoring', { timeout: 15_000 }, () => {
  const saves = useDraftSaves();
  afterEach(cleanup);

  it('saves a figure of the scoring', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderCaseSection(<ScoringPart />, smallCaseFiles());
    const penalty = screen.getByRole('spinbutton', { name: 'Seconds per wrong attempt' });
    await user.clear(penalty);
    await user.type(penalty, '90');
    await afterAutosave(saves);
    expect(savedJson(saves[0], 'scenario.json')).toMatchObject({
      scoring: { wrongAttempts: { free: 3, penaltySeconds: 90 } },
    });
  });
});
