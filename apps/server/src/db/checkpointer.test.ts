import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisses-checkpointer-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The write-ahead log's pages not yet copied into the database, read by another connection. */
function framesLeft(dataDir: string): number {
  const file = new SQLite(path.join(dataDir, 'coulisses.sqlite'));
  try {
    const [result] = file.pragma('wal_checkpoint(PASSIVE)') as { log: number; checkpointed: number }[];
    return result ? result.log - result.checkpointed : -1;
  } finally {
    file.close();
  }
}

describe('the checkpoint thread (docs/decisions/0025-a-session-s-writes.md)', () => {
  it('copies what the server writes into the database while it runs', async () => {
    const dataDir = tempDir();
    const database = await openDatabase({ dataDir });
    try {
      const file = path.join(dataDir, 'coulisses.sqlite');
      const before = fs.statSync(file).size;
      await database.db.schema.createTable('filler').addColumn('text', 'text').execute();
      for (let index = 0; index < 200; index += 1) {
        await database.db
          .insertInto('filler' as never)
          .values({ text: 'x'.repeat(2_000) } as never)
          .execute();
      }
      // The server's own connection no longer checkpoints: the thread's copy grows the file.
      await expect.poll(() => fs.statSync(file).size, { timeout: 5_000 }).toBeGreaterThan(before + 300_000);
    } finally {
      await database.close();
    }
    expect(framesLeft(dataDir)).toBe(0);
  });

  it('lets a process that closes its database finish what it does next', () => {
    // Run by plain Node, as the built server is: a loader of TypeScript would keep the
    // process alive by itself and hide a thread that does not.
    const built = fs.mkdtempSync(path.resolve('.checkpointer-test-'));
    dirs.push(built);
    const source = fs.readFileSync(path.resolve('src/db/checkpointer.ts'), 'utf8');
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    fs.writeFileSync(path.join(built, 'checkpointer.mjs'), outputText);
    const file = path.join(tempDir(), 'coulisses.sqlite');
    const script = `
      import SQLite from 'better-sqlite3';
      import { startCheckpointer } from ${JSON.stringify(path.join(built, 'checkpointer.mjs'))};
      const file = new SQLite(${JSON.stringify(file)});
      file.pragma('journal_mode = WAL');
      await startCheckpointer(${JSON.stringify(file)}, file, (error) => console.error(error.message)).stop();
      file.close();
      console.log('closed');
    `;
    const run = spawnSync(process.execPath, ['--input-type=module', '--eval', script], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe('closed');
  });
});
