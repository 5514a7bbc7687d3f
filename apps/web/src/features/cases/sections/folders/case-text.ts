import type { Language } from '@coulisses/shared/languages';
import type { CaseObjects } from '../../editor/case-content';
import { getIn } from '../../editor/text-path';

/**
 * A text of the case as the admin reads it on a heading: in their language when the case
 * declares it, in the case's own otherwise; '' when it is not written yet.
 */
export function caseText(objects: CaseObjects, reader: Language, path: readonly string[]): string {
  const { languages } = objects.scenario;
  const language = languages.includes(reader) ? reader : languages[0];
  const value = language ? getIn(objects.texts[language], path) : undefined;
  return typeof value === 'string' ? value : '';
}
