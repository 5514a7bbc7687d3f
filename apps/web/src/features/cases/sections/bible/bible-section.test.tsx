import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { smallCaseFiles } from '@coulisses/shared/test/small-case-files';
import { renderCaseSection } from '../../test/render-case-section';
import { afterAutosave, useDraftSaves } from '../card/draft-saves';
import { BibleSection } from './bible-section';

describe('the bible section', () => {
  const saves = useDraftSaves();
  afterEach(cleanup);

  it('creates SOLUTION.md at the first key, and saves it alone', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderCaseSection(<BibleSection />, smallCaseFiles());
    expect(screen.getByText(/never served to players/)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /SOLUTION\.md/ }), 'The apprentice did it.');
    await afterAutosave(saves);
    expect(saves).toEqual([{ 'SOLUTION.md': 'The apprentice did it.' }]);
  });

  it('is read-only for an installed case', async () => {
    await renderCaseSection(
      <BibleSection />,
      { ...smallCaseFiles(), 'SOLUTION.md': 'Bible' },
      { installed: true },
    );
    const area = screen.getByRole('textbox', { name: /SOLUTION\.md/ }) as HTMLTextAreaElement;
    expect(area.value).toBe('Bible');
    expect(area.disabled).toBe(true);
  });
});
