import type { Language } from '../../languages.js';
import { documentPassages } from '../document-passages.js';
import type { Scenario } from '../scenario.schema.js';
import { caseText, type CaseFiles, type Report } from './case-files.js';

/**
 * Passage n of a document is the same passage in every language (docs/product.md#team-board):
 * a team's pin names it by its number, and each member reads it in their own language. Each
 * declared language's document has the passages of the first declared language's, of the
 * same kinds.
 */
export function checkPassages(
  scenario: Scenario,
  files: CaseFiles,
  languages: readonly Language[],
  report: Report,
): void {
  const [first, ...others] = languages;
  if (!first) return;
  for (const doc of scenario.folders.flatMap((folder) => folder.documents)) {
    const fileOf = (language: Language) => `documents/${doc.id}.${language}.md`;
    const reference = caseText(files, fileOf(first));
    if (!reference) continue;
    const expected = documentPassages(reference).map((passage) => passage.kind);
    for (const language of others) {
      const markdown = caseText(files, fileOf(language));
      if (!markdown) continue;
      const kinds = documentPassages(markdown).map((passage) => passage.kind);
      const at = kinds.findIndex((kind, index) => kind !== expected[index]);
      const differs =
        at >= 0 ? at : kinds.length !== expected.length ? Math.min(kinds.length, expected.length) : -1;
      if (differs < 0) continue;
      const [passageKind, referenceKind] = [kinds[differs], expected[differs]];
      const [file, place, reference] = [fileOf(language), { passage: differs + 1 }, fileOf(first)];
      if (passageKind && referenceKind)
        report(file, place, 'passageDiffers', { passageKind, reference, referenceKind });
      else if (referenceKind) report(file, place, 'passageMissing', { reference, referenceKind });
      else if (passageKind) report(file, place, 'passageExtra', { passageKind, reference });
    }
  }
}
