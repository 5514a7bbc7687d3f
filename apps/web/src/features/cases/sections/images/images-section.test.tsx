import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { smallCaseFiles } from '@coulisses/shared/test/small-case-files';
import { useMockApi } from '../../../../test/mock-api';
import { renderCaseSection } from '../../test/render-case-section';
import { savedFiles } from '../test/saved-files';
import { ImagesSection } from './images-section';

const saved = savedFiles();

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';

describe('the images section', { timeout: 15_000 }, () => {
  useMockApi(saved.handler);
  afterEach(cleanup);

  it('uploads an image, named from its file, in base64', async () => {
    const user = userEvent.setup();
    const id = saved.nextId();
    await renderCaseSection(<ImagesSection />, smallCaseFiles(id), { id });
    await user.upload(
      screen.getByLabelText('Upload an image'),
      new File([SVG], 'Floor Plan.svg', { type: 'image/svg+xml' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add images/floor-plan.svg' }));
    expect(await saved.last(id)).toEqual({ 'images/floor-plan.svg': btoa(SVG) });
    expect(screen.getByRole('heading', { name: 'floor-plan.svg' })).toBeTruthy();
  });

  it('names an image with words by its language', async () => {
    const user = userEvent.setup();
    const id = saved.nextId();
    await renderCaseSection(<ImagesSection />, smallCaseFiles(id), { id });
    await user.upload(
      screen.getByLabelText('Upload an image'),
      new File([SVG], 'plan.svg', { type: 'image/svg+xml' }),
    );
    await user.click(await screen.findByRole('combobox', { name: 'Words in the image' }));
    await user.click(screen.getByRole('option', { name: /Words in French/ }));
    expect(screen.getByRole('button', { name: 'Add images/plan.fr.svg' })).toBeTruthy();
  });

  it('refuses a file over its limit before sending it', async () => {
    const user = userEvent.setup();
    const id = saved.nextId();
    await renderCaseSection(<ImagesSection />, smallCaseFiles(id), { id });
    const big = new File([new Uint8Array(4 * 1024 * 1024 + 1)], 'scan.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload an image'), big);
    expect(screen.getByRole('alert').textContent).toMatch(/scan\.png weighs .*Nothing was sent/);
    expect(screen.queryByRole('button', { name: /^Add images/ })).toBeNull();
  });

  it('asks before removing an image, saying which text shows it', async () => {
    const user = userEvent.setup();
    const id = saved.nextId();
    const files = smallCaseFiles(id);
    files['images/stamp.png'] = 'iVBORw0KGgo=';
    files['documents/ledger.en.md'] = '# Ledger\n\n![The stamp](images/stamp.png)\n';
    await renderCaseSection(<ImagesSection />, files, { id });
    await user.click(screen.getByRole('button', { name: 'Remove stamp.png' }));
    expect(screen.getByRole('dialog').textContent).toContain('the text documents/ledger.en.md');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await saved.last(id)).toEqual({ 'images/stamp.png': null });
  });

  it('opens the file picker from the keyboard, from the button a reader reaches', async () => {
    const user = userEvent.setup();
    const id = saved.nextId();
    const files = smallCaseFiles(id);
    files['images/stamp.png'] = 'iVBORw0KGgo=';
    await renderCaseSection(<ImagesSection />, files, { id });
    const picked = vi.spyOn(HTMLInputElement.prototype, 'click');
    screen.getByRole('button', { name: 'Upload an image' }).focus();
    await user.keyboard('{Enter}');
    expect(picked.mock.contexts.at(-1)).toBe(screen.getByLabelText('Upload an image'));
    screen.getByRole('button', { name: 'Replace stamp.png' }).focus();
    await user.keyboard(' ');
    expect((picked.mock.contexts.at(-1) as HTMLInputElement).type).toBe('file');
    expect(picked).toHaveBeenCalledTimes(2);
    picked.mockRestore();
  });

  it('is read-only for an installed case', async () => {
    const id = saved.nextId();
    const files = smallCaseFiles(id);
    files['images/stamp.png'] = 'iVBORw0KGgo=';
    await renderCaseSection(<ImagesSection />, files, { id, installed: true });
    expect(screen.getByLabelText('Upload an image').hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Remove stamp.png' }).hasAttribute('disabled')).toBe(true);
  });
});
