import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { smallCaseFiles } from '@coulisses/shared/test/small-case-files';
import { useMockApi } from '../../../../test/mock-api';
import { renderCaseSection } from '../../test/render-case-section';
import { savedFiles } from '../test/saved-files';
import { StorySection } from './story-section';

const saved = savedFiles();

describe('the story section', { timeout: 15_000 }, () => {
  useMockApi(saved.handler);
  afterEach(cleanup);

  it('edits the introduction, its preview giving {{minutes}} the case’s length', async () => {
    const id = saved.nextId();
    await renderCaseSection(<StorySection />, smallCaseFiles(id), { id });
    fireEvent.change(screen.getByLabelText('Introduction · English'), {
      target: { value: 'You have {{minutes}} minutes.\n' },
    });
    const previews = screen.getAllByRole('region', { name: /^Preview of Introduction/ });
    expect(within(previews[0] as HTMLElement).getByText('You have 30 minutes.')).toBeTruthy();
    expect(await saved.last(id)).toEqual({ 'introduction.en.md': 'You have {{minutes}} minutes.\n' });
  });

  it('says what the checks find wrong with an unsolved ending, at its file', async () => {
    const id = saved.nextId();
    const files = smallCaseFiles(id);
    files['unsolved.fr.md'] = 'Pas résolu.\n';
    await renderCaseSection(<StorySection />, files, { id });
    expect(await screen.findByText(/An unsolved ending is a “# ” title/)).toBeTruthy();
  });
});
