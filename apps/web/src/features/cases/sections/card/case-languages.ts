import type { Language } from '@coulisses/shared/languages';
import { textsFile, type CaseFileMap } from '../../editor/case-content';
import type { CaseEditor } from '../../editor/use-case-editor';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The files of the first language a new language starts from (docs/product.md#case-editor):
 * every `<name>.<first>.md` at the root, every `documents/<doc>.<first>.md`, and every image
 * written in it (`images/<name>.<first>.<ext>`), under the new language's name — those it has
 * not already: a translation kept from before is kept.
 */
export function languageCopies(
  files: CaseFileMap,
  first: Language,
  language: Language,
): Record<string, string> {
  const own = new RegExp(
    `^((?:documents/)?[^/]+|images/[^/]+)\\.${escaped(first)}\\.(md|svg|png|jpe?g|webp)$`,
  );
  const copies: Record<string, string> = {};
  for (const [path, content] of Object.entries(files)) {
    const found = own.exec(path);
    if (!found) continue;
    const [, name = '', extension = ''] = found;
    if (extension !== 'md' && !name.startsWith('images/')) continue;
    const copy = `${name}.${language}.${extension}`;
    if (files[copy] === undefined) copies[copy] = content;
  }
  return copies;
}

/**
 * Declares `language`: its texts start as the first language's — every text present, for the
 * author to translate — unless texts.<lang>.json is already there, kept from before; its
 * markdown and images likewise. One edit, then the copies.
 */
export function addLanguage(editor: CaseEditor, language: Language): void {
  const [first] = editor.objects.scenario.languages;
  if (!first || editor.objects.scenario.languages.includes(language)) return;
  const kept = editor.files[textsFile(language)];
  const copies = languageCopies(editor.files, first, language);
  editor.edit((objects) => {
    objects.scenario.languages.push(language);
    objects.texts[language] = structuredClone(objects.texts[first]);
  });
  if (kept !== undefined) editor.setFile(textsFile(language), kept);
  for (const [path, content] of Object.entries(copies)) editor.setFile(path, content);
}

/** No longer declares `language`, never the last one; its files stay, and the checks leave them be. */
export function removeLanguage(editor: CaseEditor, language: Language): void {
  if (editor.objects.scenario.languages.length <= 1) return;
  editor.edit((objects) => {
    objects.scenario.languages = objects.scenario.languages.filter((each) => each !== language);
  });
}

/** Makes `language` the case's own: the one a player whose language it lacks reads. */
export function makeFirstLanguage(editor: CaseEditor, language: Language): void {
  editor.edit((objects) => {
    const others = objects.scenario.languages.filter((each) => each !== language);
    objects.scenario.languages = [language, ...others];
  });
}
