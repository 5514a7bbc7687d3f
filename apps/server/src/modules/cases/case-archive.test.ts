import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import yauzl from 'yauzl';
import { describe, expect, it, vi } from 'vitest';
import { CASE_LIMITS, caseFileKind, readCaseArchive, writeCaseArchive } from './case-archive.js';
import type { CaseFileMap } from './case-archive.js';
import { buildZip, patchBytes, patchHeaders, refusal } from '../../../test/zip-fixtures.js';
import type { FixtureEntry } from '../../../test/zip-fixtures.js';

const SCENARIOS = path.resolve(import.meta.dirname, '../../../../../content/scenarios');
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="5" height="5"/></svg>';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** A small case that is valid as far as the archive goes. */
function smallCase(): FixtureEntry[] {
  return [
    { name: 'scenario.json', data: '{"id":"petit-cas","version":1}' },
    { name: 'texts.fr.json', data: '{"title":"Petit cas"}' },
    { name: 'introduction.fr.md', data: 'Vous avez {{minutes}} minutes.' },
    { name: 'SOLUTION.md', data: '# Le coupable\n' },
    { name: 'documents/lettre.fr.md', data: '# Une lettre’\n' },
    { name: 'images/plan.fr.svg', data: SVG },
    { name: 'images/photo.png', data: PNG, compress: false },
  ];
}

const inFolder = (folder: string, entries: FixtureEntry[]) =>
  entries.map((entry) => ({ ...entry, name: `${folder}/${entry.name}` }));

/** Every file of an installed case, SOLUTION.md included, by its path in the case. */
function installedCase(dir: string): CaseFileMap {
  const files: CaseFileMap = new Map();
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(dir, name);
    if (fs.statSync(full).isFile()) {
      files.set(name.split(path.sep).join('/'), new Uint8Array(fs.readFileSync(full)));
    }
  }
  return files;
}

const readZip = async (entries: FixtureEntry[]) => readCaseArchive(await buildZip(entries));

describe('a case zip that is valid', () => {
  it('gives the id of its one folder and the files inside it', async () => {
    const { id, files } = await readZip(inFolder('petit-cas', smallCase()));
    expect(id).toBe('petit-cas');
    expect([...files.keys()].sort()).toEqual(
      smallCase()
        .map(({ name }) => name)
        .sort(),
    );
    expect(files.get('images/photo.png')).toEqual(PNG);
  });

  it('with its files at the root, takes the id from scenario.json', async () => {
    const { id, files } = await readZip(smallCase());
    expect(id).toBe('petit-cas');
    expect(files.size).toBe(smallCase().length);
  });

  it('skips folders and the litter of a zip made on macOS', async () => {
    const { files } = await readZip([
      { name: 'petit-cas/', directory: true },
      { name: 'petit-cas/documents/', directory: true },
      ...inFolder('petit-cas', smallCase()),
      { name: '__MACOSX/petit-cas/._scenario.json', data: '\u0000\u0005' },
      { name: 'petit-cas/.DS_Store', data: '\u0000Bud1' },
    ]);
    expect(files.size).toBe(smallCase().length);
  });

  it('refuses a case without scenario.json or without an id in it', async () => {
    const noScenario = smallCase().filter(({ name }) => name !== 'scenario.json');
    await expect(readZip(noScenario)).rejects.toMatchObject(refusal(400, 'CASE_ARCHIVE_INVALID'));
    const noId = [...noScenario, { name: 'scenario.json', data: '{"id":3}' }];
    await expect(readZip(noId)).rejects.toMatchObject(refusal(400, 'CASE_ARCHIVE_INVALID'));
  });

  it('refuses a top folder that is not an id', async () => {
    await expect(readZip(inFolder('Petit_Cas', smallCase()))).rejects.toMatchObject(
      refusal(400, 'CASE_ARCHIVE_INVALID'),
    );
  });
});

describe('an installed case', () => {
  const ids = fs.readdirSync(SCENARIOS).filter((id) => fs.statSync(path.join(SCENARIOS, id)).isDirectory());

  it.each(ids)('%s goes out and back in byte for byte', async (id) => {
    const files = installedCase(path.join(SCENARIOS, id));
    expect(files.has('SOLUTION.md')).toBe(true);
    const zip = await writeCaseArchive(id, files);
    const back = await readCaseArchive(zip);
    expect(back.id).toBe(id);
    expect([...back.files.keys()].sort()).toEqual([...files.keys()].sort());
    for (const [name, bytes] of files) expect(back.files.get(name), name).toEqual(bytes);
  });

  it.each(ids)('%s: every path is one a case may hold', (id) => {
    for (const name of installedCase(path.join(SCENARIOS, id)).keys()) {
      expect(caseFileKind(name), name).toBeDefined();
    }
  });
});

describe('writing a case zip', () => {
  const files: CaseFileMap = new Map([
    ['scenario.json', new TextEncoder().encode('{"id":"petit-cas"}')],
    ['images/photo.png', PNG],
    ['documents/a.fr.md', new TextEncoder().encode('# A')],
  ]);

  it('gives the same bytes twice, the files sorted under one folder, dated 1980', async () => {
    const first = await writeCaseArchive('petit-cas', files);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2031, 5, 7, 13, 45, 17) });
    try {
      expect(await writeCaseArchive('petit-cas', new Map([...files].reverse()))).toEqual(first);
    } finally {
      vi.useRealTimers();
    }
    const zipfile = await yauzl.fromBufferPromise(Buffer.from(first));
    const names: string[] = [];
    for await (const entry of zipfile.eachEntry()) {
      names.push(entry.fileName);
      expect(entry.getLastModDate({ forceDosFormat: true }).getFullYear()).toBe(1980);
    }
    zipfile.close();
    expect(names).toEqual([
      'petit-cas/documents/a.fr.md',
      'petit-cas/images/photo.png',
      'petit-cas/scenario.json',
    ]);
  });

  it('refuses a path a case may not hold', async () => {
    const bad = new Map([...files, ['run.sh', new Uint8Array()]]);
    await expect(writeCaseArchive('petit-cas', bad)).rejects.toMatchObject(refusal(415, 'CASE_FILE_TYPE'));
  });
});

describe('a zip that is not a case zip', () => {
  it('refuses bytes that are not a zip, a truncated zip and corrupt data', async () => {
    await expect(readCaseArchive(new TextEncoder().encode('<html>'))).rejects.toMatchObject(
      refusal(400, 'CASE_ARCHIVE_INVALID'),
    );
    const zip = await buildZip(smallCase());
    await expect(readCaseArchive(zip.slice(0, zip.length - 30))).rejects.toMatchObject(
      refusal(400, 'CASE_ARCHIVE_INVALID'),
    );
    // Stored, so that the text is in the zip as such: its bytes change, not its checksum.
    const stored = await buildZip(smallCase().map((entry) => ({ ...entry, compress: false })));
    await expect(readCaseArchive(patchBytes(stored, 'Vous avez', 'Nous avez'))).rejects.toMatchObject(
      refusal(400, 'CASE_ARCHIVE_INVALID'),
    );
  });

  it('refuses an encrypted entry', async () => {
    const zip = patchHeaders(await buildZip(smallCase()), { flags: 0x0001 });
    // yauzl would refuse to read it too, later and saying less: the check names the entry.
    await expect(readCaseArchive(zip)).rejects.toMatchObject({
      ...refusal(400, 'CASE_ARCHIVE_INVALID'),
      message: expect.stringContaining('encrypted'),
    });
  });

  it('refuses a compression method other than stored or deflated', async () => {
    const zip = patchHeaders(await buildZip(smallCase()), { method: 12 });
    await expect(readCaseArchive(zip)).rejects.toMatchObject({
      ...refusal(400, 'CASE_ARCHIVE_INVALID'),
      message: expect.stringContaining('compression method 12'),
    });
  });

  it('refuses the same path twice', async () => {
    const twice = [...smallCase(), { name: 'SOLUTION.md', data: '# Another bible' }];
    await expect(readZip(twice)).rejects.toMatchObject(refusal(400, 'CASE_ARCHIVE_INVALID'));
  });

  it('refuses a text file that is not UTF-8', async () => {
    const latin1 = [...smallCase(), { name: 'reveal.fr.md', data: new Uint8Array([0x43, 0xe9, 0x6c]) }];
    await expect(readZip(latin1)).rejects.toMatchObject(refusal(400, 'CASE_ARCHIVE_INVALID'));
  });
});

describe('a zip bomb', () => {
  it('refuses 50 MB of zeros by its ratio', async () => {
    const zeros = new Uint8Array(50 * 1024 * 1024);
    const bomb = [...smallCase(), { name: 'documents/bombe.fr.md', data: zeros }];
    await expect(readZip(bomb)).rejects.toMatchObject(refusal(413, 'CASE_ARCHIVE_TOO_LARGE'));
  });

  it('refuses one file within the size limits but over the ratio', async () => {
    const zeros = new Uint8Array(CASE_LIMITS.textBytes - 1);
    const bomb = [...smallCase(), { name: 'documents/bombe.fr.md', data: zeros }];
    await expect(readZip(bomb)).rejects.toMatchObject(refusal(413, 'CASE_ARCHIVE_TOO_LARGE'));
  });

  it('refuses many small files, each under the floor, over the ratio together', async () => {
    const zeros = new Uint8Array(CASE_LIMITS.ratioFloorBytes - 1);
    const many = Array.from({ length: 300 }, (_, index) => ({
      name: `documents/d${index}.fr.md`,
      data: zeros,
    }));
    await expect(readZip([...smallCase(), ...many])).rejects.toMatchObject(
      refusal(413, 'CASE_ARCHIVE_TOO_LARGE'),
    );
  });

  it('refuses an entry whose declared size lies, once its inflated bytes pass it', async () => {
    const zeros = new Uint8Array(50 * 1024 * 1024);
    const zip = await buildZip([{ name: 'petit-cas/documents/bombe.fr.md', data: zeros }]);
    const lying = patchHeaders(zip, { uncompressedSize: 100 });
    // Inflated to the end, the lie would only be a size mismatch (400): 413 is the counter's.
    await expect(readCaseArchive(lying)).rejects.toMatchObject(refusal(413, 'CASE_ARCHIVE_TOO_LARGE'));
  });

  it('refuses a small lie as well as a large one', async () => {
    const lying = patchHeaders(await buildZip(inFolder('petit-cas', smallCase())), { uncompressedSize: 10 });
    await expect(readCaseArchive(lying)).rejects.toMatchObject(refusal(413, 'CASE_ARCHIVE_TOO_LARGE'));
  });

  it('refuses more files than a case may hold, and more entries than a zip may list', async () => {
    const files = Array.from({ length: CASE_LIMITS.files + 1 }, (_, index) => ({
      name: `documents/d${index}.fr.md`,
    }));
    await expect(readZip(files)).rejects.toMatchObject(refusal(413, 'CASE_ARCHIVE_TOO_LARGE'));
    const folders = Array.from({ length: CASE_LIMITS.entries + 1 }, (_, index) => ({
      name: `documents/d${index}/`,
      directory: true,
    }));
    await expect(readZip([...smallCase(), ...folders])).rejects.toMatchObject(
      refusal(413, 'CASE_ARCHIVE_TOO_LARGE'),
    );
  });

  it('refuses a zip too long to be a case, and files too large together', async () => {
    const long = new Uint8Array(CASE_LIMITS.archiveBytes + 1);
    await expect(readCaseArchive(long)).rejects.toMatchObject(refusal(413, 'CASE_ARCHIVE_TOO_LARGE'));
    // Hex digits deflate to about half: each file within its limit and the ratio, the zip too.
    const hex = (length: number) => randomBytes(length / 2).toString('hex');
    const size = CASE_LIMITS.textBytes - 2;
    const count = Math.ceil(CASE_LIMITS.totalBytes / size) + 1;
    const many = Array.from({ length: count }, (_, index) => ({
      name: `documents/d${index}.fr.md`,
      data: hex(size),
    }));
    await expect(readZip([...smallCase(), ...many])).rejects.toMatchObject(
      refusal(413, 'CASE_ARCHIVE_TOO_LARGE'),
    );
  });

  it('refuses a file over its own size limit', async () => {
    const big = new Uint8Array(CASE_LIMITS.imageBytes + 1);
    big.set(PNG);
    crypto.getRandomValues(big.subarray(16, 65_000));
    const entries = [...smallCase(), { name: 'images/large.png', data: big, compress: false }];
    await expect(readZip(entries)).rejects.toMatchObject(refusal(413, 'CASE_FILE_TOO_LARGE'));
  });
});

describe('a path a case may not hold', () => {
  async function withName(placeholder: string, name: string) {
    const zip = await buildZip([...smallCase(), { name: placeholder, data: '# evil' }]);
    return readCaseArchive(patchBytes(zip, placeholder, name));
  }

  it('refuses a path that climbs out, an absolute path and a backslash', async () => {
    const pathRefusal = refusal(400, 'CASE_FILE_PATH');
    await expect(withName('xx/evil.md', '../evil.md')).rejects.toMatchObject(pathRefusal);
    await expect(withName('a/xx/xx/evil.md', 'a/../../evil.md')).rejects.toMatchObject(pathRefusal);
    await expect(withName('xdocuments/a.fr.md', '/documents/a.fr.md')).rejects.toMatchObject(pathRefusal);
    await expect(withName('Cx/evil.md', 'C:/evil.md')).rejects.toMatchObject(pathRefusal);
    await expect(withName('Cxxevil.md', 'C:\\evil.md')).rejects.toMatchObject(pathRefusal);
    await expect(withName('documents/a.fr.md', 'documents\\a.fr.md')).rejects.toMatchObject(pathRefusal);
    await expect(withName('documents/xa.fr.md', 'documents//a.fr.md')).rejects.toMatchObject(pathRefusal);
    await expect(withName('xxSOLUTION.md', './SOLUTION.md')).rejects.toMatchObject(pathRefusal);
    await expect(withName('documents/ax.fr.md', 'documents/a\u0001.fr.md')).rejects.toMatchObject(
      pathRefusal,
    );
  });

  it('refuses a symbolic link and a special entry', async () => {
    const link = { name: 'documents/lien.fr.md', data: '../../../etc/passwd', mode: 0o120777 };
    await expect(readZip([...smallCase(), link])).rejects.toMatchObject({
      ...refusal(400, 'CASE_FILE_PATH'),
      message: expect.stringContaining('symbolic link'),
    });
    const fifo = { name: 'documents/fifo.fr.md', data: '', mode: 0o010644 };
    await expect(readZip([...smallCase(), fifo])).rejects.toMatchObject(refusal(400, 'CASE_FILE_PATH'));
  });

  it('refuses a file of an unknown type or place', async () => {
    for (const name of [
      'images/x.gif',
      'run.sh',
      'documents/x.de.md',
      'notes/a.fr.md',
      'Documents/a.fr.md',
    ]) {
      await expect(readZip([...smallCase(), { name, data: 'x' }]), name).rejects.toMatchObject(
        refusal(415, 'CASE_FILE_TYPE'),
      );
    }
  });

  it('refuses an image whose bytes are not its extension’s, or that is unsafe', async () => {
    const pngAsSvg = [...smallCase(), { name: 'images/faux.svg', data: PNG }];
    await expect(readZip(pngAsSvg)).rejects.toMatchObject(refusal(415, 'CASE_IMAGE_MISMATCH'));
    const htmlAsPng = [...smallCase(), { name: 'images/faux.png', data: '<html><script>alert(1)</script>' }];
    await expect(readZip(htmlAsPng)).rejects.toMatchObject(refusal(415, 'CASE_IMAGE_MISMATCH'));
    const script = SVG.replace('<rect', '<script>alert(1)</script><rect');
    await expect(readZip([...smallCase(), { name: 'images/s.svg', data: script }])).rejects.toMatchObject(
      refusal(422, 'CASE_IMAGE_UNSAFE'),
    );
  });
});
