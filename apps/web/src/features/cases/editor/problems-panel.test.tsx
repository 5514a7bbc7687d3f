import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderCaseSection } from '../test/render-case-section';
import { smallCaseFiles } from '@coulisses/shared/test/small-case-files';
import { LocalisedTextField } from './localised-text-field';
import { ProblemsPanel } from './problems-panel';

const NBSP = '\u00a0';

/** The small case whose only lock opens the folder it stands in: the safe is never reached. */
function lockOpeningNothing(): Record<string, string> {
  const files = smallCaseFiles();
  const scenario = JSON.parse(files['scenario.json']!) as { locks: { opens: string[] }[] };
  scenario.locks[0]!.opens = ['workshop'];
  files['scenario.json'] = JSON.stringify(scenario);
  return files;
}

describe('the checks’ problems, in the admin’s language', () => {
  afterEach(cleanup);

  it('lists a problem in French, its ids as the case has them', async () => {
    await renderCaseSection(<ProblemsPanel />, lockOpeningNothing(), { lang: 'fr' });
    const list = await screen.findByRole('list', { name: 'Problèmes' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toContain(
      `scenario.json · locks.0.opens${NBSP}: Le verrou «${NBSP}safe-door${NBSP}» n’ouvre aucun dossier qui ne soit déjà ouvert dès le départ.`,
    );
    expect(items).toContain(
      `scenario.json · folders.1${NBSP}: Le dossier «${NBSP}safe${NBSP}» n’est jamais accessible${NBSP}: aucun dossier ouvert n’y mène.`,
    );
    const place = within(list).getByRole('button', { name: 'scenario.json · locks.0.opens' });
    expect(place.closest('li')?.textContent).toMatch(/^scenario\.json · locks\.0\.opens\u00a0: Le verrou/);
  });

  it('says the line of a document a problem is on in the admin’s language, as the link to it', async () => {
    const files = smallCaseFiles();
    // A plain space before the colon.
    files['documents/ledger.fr.md'] = `# L’atelier\n\nIl a dit : «${NBSP}non${NBSP}».\n`;
    await renderCaseSection(<ProblemsPanel />, files, { lang: 'gr' });
    const list = await screen.findByRole('list', { name: 'Προβλήματα' });
    const place = within(list).getByRole('button', { name: 'documents/ledger.fr.md · γραμμή 3' });
    expect(place.closest('li')?.textContent).toMatch(
      /^documents\/ledger\.fr\.md · γραμμή 3: Λείπει αδιάσπαστο κενό/,
    );
  });

  it('lists the same problem in Greek', async () => {
    await renderCaseSection(<ProblemsPanel />, lockOpeningNothing(), { lang: 'gr' });
    const list = await screen.findByRole('list', { name: 'Προβλήματα' });
    expect(within(list).getByText(/Η κλειδαριά «safe-door» δεν ξεκλειδώνει κανέναν φάκελο/)).toBeTruthy();
  });

  it('says a typography mistake under the field as it is typed, in the admin’s language', async () => {
    const files = smallCaseFiles();
    const texts = JSON.parse(files['texts.fr.json']!) as { title: string };
    texts.title = "L'horloger";
    files['texts.fr.json'] = JSON.stringify(texts);
    await renderCaseSection(<LocalisedTextField label="Τίτλος" path={['title']} />, files, { lang: 'gr' });
    const title = screen.getByRole('textbox', { name: 'Τίτλος · Γαλλικά' });
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText("Ευθεία απόστροφος αντί για ’, στο «L'horloger».")).toBeTruthy();
  });

  it('says an empty text once, as missing in its language, where the panel calls it empty', async () => {
    const files = smallCaseFiles();
    const texts = JSON.parse(files['texts.fr.json']!) as { title: string };
    texts.title = '';
    files['texts.fr.json'] = JSON.stringify(texts);
    await renderCaseSection(
      <>
        <LocalisedTextField label="Τίτλος" path={['title']} />
        <ProblemsPanel />
      </>,
      files,
      { lang: 'gr' },
    );
    const list = await screen.findByRole('list', { name: 'Προβλήματα' });
    expect(within(list).getByText(/Κενό: δεν έχει γραφτεί τίποτα εδώ ακόμη\./)).toBeTruthy();
    const title = screen.getByRole('textbox', { name: 'Τίτλος · Γαλλικά' });
    const help = document.getElementById(title.getAttribute('aria-describedby')!);
    expect(help?.textContent).toBe('Λείπει στα Γαλλικά');
  });
});
