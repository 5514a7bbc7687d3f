import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkScenario } from './check-scenario.js';

const CONTENT = path.resolve(import.meta.dirname, '../../../../../content');
const ID = 'la-reine-de-la-nuit';
const temps: string[] = [];

/** A copy of "La Reine de la nuit" in a content folder of its own, to break at will. */
function copyCase() {
  const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisses-arranged-'));
  temps.push(contentDir);
  const dir = path.join(contentDir, 'scenarios', ID);
  fs.cpSync(path.join(CONTENT, 'scenarios', ID), dir, { recursive: true });
  const edit = (file: string, change: (json: any) => void) => {
    const json = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    change(json);
    fs.writeFileSync(path.join(dir, file), JSON.stringify(json, null, 2));
  };
  const lock = (json: any, kind: string) => json.locks.find((entry: { kind: string }) => entry.kind === kind);
  const indexOf = (json: any, kind: string) =>
    json.locks.findIndex((entry: { kind: string }) => entry.kind === kind);
  return { contentDir, dir, edit, lock, indexOf };
}

afterEach(() => temps.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('the checks of order, spot and match locks', () => {
  it('find no problem in "La Reine de la nuit", which has one of each, nor a lock to copy', async () => {
    const { problems, warnings, scenario } = await checkScenario(CONTENT, ID);
    expect(problems).toEqual([]);
    expect(warnings).toEqual([]);
    const kinds = scenario?.definition.locks.map((lock) => lock.kind);
    expect(kinds).toEqual(expect.arrayContaining(['order', 'spot', 'match']));
  });

  it('name the file and field of an order of one item, unequal lists and a pair made twice', async () => {
    const { contentDir, edit, lock, indexOf } = copyCase();
    let order = -1;
    let match = -1;
    edit('scenario.json', (json) => {
      order = indexOf(json, 'order');
      match = indexOf(json, 'match');
      lock(json, 'order').items = ['grande-porte'];
      const pairs = lock(json, 'match');
      pairs.right.push('bassin');
      pairs.answer.z2 = pairs.answer.z1;
    });
    const { problems, scenario } = await checkScenario(contentDir, ID);
    expect(scenario).toBeUndefined();
    expect(problems).toContainEqual({
      file: 'scenario.json',
      field: `locks.${order}.items`,
      code: 'orderItemCount',
      params: { min: 3, max: 8, given: 1 },
      message: 'an order lock puts 3 to 8 items in sequence, not 1',
    });
    expect(problems).toContainEqual({
      file: 'scenario.json',
      field: `locks.${match}.right`,
      code: 'matchListLengths',
      params: { left: 4, right: 5 },
      message: 'the lists have 4 and 5 items: each item pairs with one of the other list',
    });
    expect(problems).toContainEqual({
      file: 'scenario.json',
      field: `locks.${match}.answer`,
      code: 'pairedTwice',
      params: { item: 'fougeres' },
      message: '"fougeres" of the right list is paired twice',
    });
  });

  it('name a region off its image, overlapping regions, and one no grid cell lets a keyboard mark', async () => {
    const { contentDir, edit, lock, indexOf } = copyCase();
    let spot = -1;
    edit('scenario.json', (json) => {
      spot = indexOf(json, 'spot');
      const place = lock(json, 'spot');
      place.regions = [
        { id: 'off', x: 95, y: 10, width: 10, height: 10 },
        { id: 'one', x: 40, y: 20, width: 12, height: 12 },
        { id: 'two', x: 53, y: 20, width: 12, height: 12 },
        // Between the centres at x 6.25 and 18.75, and y 8.33 and 25.
        { id: 'tiny', x: 9, y: 12, width: 2, height: 2 },
      ];
    });
    edit('texts.fr.json', (json) => {
      json.locks['ou-est-la-reine'].regions = { off: 'a', one: 'b', two: 'c', tiny: 'd' };
    });
    const { problems } = await checkScenario(contentDir, ID);
    const at = (index: number) => `locks.${spot}.regions.${index}`;
    expect(problems).toContainEqual({
      file: 'scenario.json',
      field: at(0),
      code: 'regionOffImage',
      params: { region: 'off' },
      message: 'region "off" runs off its image (x + width and y + height are at most 100)',
    });
    expect(problems).toContainEqual({
      file: 'scenario.json',
      field: at(2),
      code: 'regionsOverlap',
      params: { region: 'two', other: 'one', tolerance: 2 },
      message: 'region "two" overlaps "one" (each widened by 2 %): one mark would count for both',
    });
    expect(problems).toContainEqual({
      file: 'scenario.json',
      field: at(3),
      code: 'regionWithoutCell',
      params: { region: 'tiny', columns: 8, rows: 6 },
      message: 'region "tiny" holds no cell centre of the 8 × 6 grid: it cannot be marked without a tap',
    });
    // The other languages still name the old region: each file says so for itself.
    expect(problems).toContainEqual({
      file: 'texts.en.json',
      field: 'locks.ou-est-la-reine.regions.off',
      code: 'missingTranslation',
      message: 'missing translation',
    });
  });

  it('name a missing item, image or column heading in a language, and a spot image that does not exist', async () => {
    const { contentDir, dir, edit, lock } = copyCase();
    edit('texts.es.json', (json) => {
      delete json.locks['fil-de-la-soiree'].items.antenne;
      delete json.locks['ou-est-la-reine'].image;
      delete json.locks['zones-de-l-automate'].columns;
    });
    let image = '';
    edit('scenario.json', (json) => (image = lock(json, 'spot').image));
    fs.rmSync(path.join(dir, image.replace('{lang}', 'gr')));
    const { problems } = await checkScenario(contentDir, ID);
    for (const field of [
      'locks.fil-de-la-soiree.items.antenne',
      'locks.ou-est-la-reine.image',
      'locks.zones-de-l-automate.columns',
    ])
      expect(problems).toContainEqual({
        file: 'texts.es.json',
        field,
        code: 'missingTranslation',
        message: 'missing translation',
      });
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'scenario.json',
        code: 'imageMissing',
        params: { at: image.replace('{lang}', 'gr') },
        message: `${image.replace('{lang}', 'gr')}: image does not exist`,
      }),
    );
  });
});
