import type { Language } from '@coulisses/shared/languages';
import type { CaseObjects } from '../../editor/case-content';
import { getIn } from '../../editor/text-path';

/**
 * A text of the case as the admin reads it in a list or a heading: in their language when the
 * case has it written, else in the case's first language, else nothing.
 */
export function readerText(objects: CaseObjects, reader: Language, path: readonly string[]): string {
  const [first] = objects.scenario.languages;
  for (const language of [reader, first]) {
    if (!language || !objects.scenario.languages.includes(language)) continue;
    const found = getIn(objects.texts[language], path);
    if (typeof found === 'string' && found.trim() !== '') return found;
  }
  return '';
}
