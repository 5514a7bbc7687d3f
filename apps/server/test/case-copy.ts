import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { textLockContent } from './text-lock-case.js';

// A copy of the shipped case to break at will, for the case checker's tests.

export const CONTENT = path.resolve(import.meta.dirname, '../../../content');
export const ID = 'le-dernier-acte';
const temps: string[] = [];

/**
 * A copy of the real case in a content folder of its own, to break at will; its workshop door
 * typed (test/text-lock-case.ts), so that text answers have a lock to break.
 */
export function copyCase(): { contentDir: string; dir: string } {
  const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisses-case-'));
  temps.push(contentDir);
  const dir = path.join(contentDir, 'scenarios', ID);
  fs.cpSync(path.join(textLockContent(), 'scenarios', ID), dir, { recursive: true });
  return { contentDir, dir };
}

export function editJson(file: string, edit: (json: any) => void) {
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  edit(json);
  fs.writeFileSync(file, JSON.stringify(json, null, 2));
}

/** Removes the copies a test file made, after each test. */
export function removeCopiesAfterEach(): void {
  afterEach(() => temps.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
}
