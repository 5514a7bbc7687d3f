import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { smallCaseFiles } from '@coulisses/shared/test/small-case-files';
import { useMockApi } from '../../../../test/mock-api';
import { renderCaseSection } from '../../test/render-case-section';
import { savedFiles } from '../test/saved-files';
import { FoldersSection } from './folders-section';

const saved = savedFiles();

/** Opens the workshop folder and its ledger document. */
async function openLedger(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /workshop · 1 document/ }));
  await user.click(screen.getByRole('button', { name: /ledger · Log/ }));
}

describe('the folders section', { timeout: 15_000 }, () => {
  useMockApi(saved.handler);
  afterEach(cleanup);

  it('saves only the French markdown edited, and its preview shows the new text', async () => {
    const user = userEvent.setup();
    const id = saved.nextId();
    await renderCaseSection(<FoldersSection />, smallCaseFiles(id), { id });
    await openLedger(user);
    const french = screen.getByLabelText('The workshop · French');
    fireEvent.change(french, { target: { value: '# Registre\n\nUne ligne nouvelle.\n' } });
    const previews = screen.getAllByTestId('markdown-preview');
    expect(previews.some((preview) => within(preview).queryByText('Une ligne nouvelle.'))).toBe(true);
    expect(await saved.last(id)).toEqual({ 'documents/ledger.fr.md': '# Registre\n\nUne ligne nouvelle.\n' });
  });

  it('draws a document in its style, its images inlined as data: URIs', async () => {
    const files = smallCaseFiles();
    files['images/stamp.png'] = 'iVBORw0KGgo=';
    files['documents/ledger.en.md'] = '# Ledger\n\n![The stamp](images/stamp.png)\n';
    const user = userEvent.setup();
    await renderCaseSection(<FoldersSection />, files, { id: saved.nextId() });
    await openLedger(user);
    const image = screen.getByRole('img', { name: 'The stamp' });
    expect(image.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(image.closest('article')?.className).toContain('case-document--log');
  });

  it('says “missing” at a declared language’s document left empty', async () => {
    const files = smallCaseFiles();
    files['documents/ledger.fr.md'] = '';
    const user = userEvent.setup();
    await renderCaseSection(<FoldersSection />, files, { id: saved.nextId() });
    // Said on the folder's heading while it is collapsed.
    expect((await screen.findAllByText(/^\d+ problems?$/)).length).toBeGreaterThan(0);
    await openLedger(user);
    const french = screen.getByLabelText('The workshop · French');
    expect(french.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Missing in French')).toBeTruthy();
  });

  it('adds a folder with its title and summary empty in every language, each flagged missing', async () => {
    const user = userEvent.setup();
    const id = saved.nextId();
    await renderCaseSection(<FoldersSection />, smallCaseFiles(id), { id });
    await user.click(screen.getByRole('button', { name: 'Add a folder' }));
    const texts = await saved.last(id);
    for (const language of ['fr', 'en']) {
      const written = JSON.parse(texts[`texts.${language}.json`]!) as { folders: Record<string, unknown> };
      expect(written.folders['folder-1']).toEqual({ title: '', summary: '' });
    }
    await user.click(screen.getByRole('button', { name: /^folder-1 / }));
    expect(screen.getByLabelText('Folder title · French').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Summary · English').getAttribute('aria-invalid')).toBe('true');
  });

  it('moves a folder down by the buttons that name it', async () => {
    const user = userEvent.setup();
    const id = saved.nextId();
    await renderCaseSection(<FoldersSection />, smallCaseFiles(id), { id });
    await user.click(screen.getByRole('button', { name: /workshop · 1 document/ }));
    expect(screen.getByRole('button', { name: 'Move “The workshop” up' }).hasAttribute('disabled')).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Move “The workshop” down' }));
    const scenario = JSON.parse((await saved.last(id))['scenario.json'] ?? '{}') as {
      folders: { id: string }[];
    };
    expect(scenario.folders.map((folder) => folder.id)).toEqual(['safe', 'workshop']);
  });

  it('is read-only for an installed case', async () => {
    const user = userEvent.setup();
    const id = saved.nextId();
    await renderCaseSection(<FoldersSection />, smallCaseFiles(id), { id, installed: true });
    expect(screen.getByRole('button', { name: 'Add a folder' }).hasAttribute('disabled')).toBe(true);
    await openLedger(user);
    expect(screen.getByLabelText('The workshop · French').hasAttribute('readonly')).toBe(true);
    expect(screen.getByLabelText('Document id').hasAttribute('readonly')).toBe(true);
    // The folder's and its document's, both named « The workshop ».
    for (const remove of screen.getAllByRole('button', { name: 'Remove “The workshop”' }))
      expect(remove.hasAttribute('disabled')).toBe(true);
  });
});
