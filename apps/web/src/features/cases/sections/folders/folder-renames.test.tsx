import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { smallCaseFiles } from '@coulisses/shared/test/small-case-files';
import { useMockApi } from '../../../../test/mock-api';
import { renderCaseSection } from '../../test/render-case-section';
import { savedFiles } from '../test/saved-files';
import { FoldersSection } from './folders-section';

const saved = savedFiles();

/** Types an id and presses Enter, as the author renames it. */
function rename(input: HTMLElement, id: string) {
  fireEvent.change(input, { target: { value: id } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

/** Opens the workshop folder and its ledger document. */
async function openLedger(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /workshop · 1 document/ }));
  await user.click(screen.getByRole('button', { name: /ledger · Log/ }));
}

describe('renaming in the folders section', { timeout: 15_000 }, () => {
  useMockApi(saved.handler);
  afterEach(cleanup);

  it('renames a document: its markdown files move, its texts follow', async () => {
    const user = userEvent.setup();
    const id = saved.nextId();
    await renderCaseSection(<FoldersSection />, smallCaseFiles(id), { id });
    await openLedger(user);
    const field = screen.getByLabelText('Document id');
    rename(field, 'account-book');
    const files = await saved.last(id);
    expect(files['documents/ledger.en.md']).toBeNull();
    expect(files['documents/ledger.fr.md']).toBeNull();
    expect(files['documents/account-book.fr.md']).toContain('Founded twelve years before 1859 fr');
    expect(files['documents/account-book.en.md']).toContain('1859 en');
    const scenario = JSON.parse(files['scenario.json'] ?? '{}') as {
      folders: { documents: { id: string }[] }[];
    };
    expect(scenario.folders[0]?.documents[0]?.id).toBe('account-book');
    for (const language of ['en', 'fr']) {
      const texts = JSON.parse(files[`texts.${language}.json`] ?? '{}') as { documents: object };
      expect(Object.keys(texts.documents)).toEqual(['account-book', 'confession']);
    }
  });

  it('renames a folder: the folders open at the start and the lock follow, and a taken id is refused', async () => {
    const user = userEvent.setup();
    const id = saved.nextId();
    await renderCaseSection(<FoldersSection />, smallCaseFiles(id), { id });
    await user.click(screen.getByRole('button', { name: /safe · 1 document/ }));
    const field = screen.getByLabelText('Folder id');
    fireEvent.change(field, { target: { value: 'workshop' } });
    expect(screen.getByText(/“workshop” is already taken/)).toBeTruthy();
    rename(field, 'strongbox');
    const scenario = JSON.parse((await saved.last(id))['scenario.json'] ?? '{}') as {
      startFolders: string[];
      locks: { in: string; opens: string[] }[];
      accusation: { in: string };
    };
    expect(scenario.locks[0]).toMatchObject({ in: 'workshop', opens: ['strongbox'] });
    expect(scenario.accusation.in).toBe('strongbox');
    expect(scenario.startFolders).toEqual(['workshop']);
  });

  it('renames the folder open at the start, and refuses to remove a folder a lock uses, saying which', async () => {
    const user = userEvent.setup();
    const id = saved.nextId();
    await renderCaseSection(<FoldersSection />, smallCaseFiles(id), { id });
    await user.click(screen.getByRole('button', { name: /workshop · 1 document/ }));
    expect(screen.getByText('Players find it open when the game starts.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove “The workshop”' }));
    expect(screen.getByText(/the lock “safe-door” is in it or opens it/)).toBeTruthy();
    const field = screen.getByLabelText('Folder id');
    rename(field, 'bench');
    const scenario = JSON.parse((await saved.last(id))['scenario.json'] ?? '{}') as {
      startFolders: string[];
      locks: { in: string }[];
    };
    expect(scenario.startFolders).toEqual(['bench']);
    expect(scenario.locks[0]?.in).toBe('bench');
  });
});
