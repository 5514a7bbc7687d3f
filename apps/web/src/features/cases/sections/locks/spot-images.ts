import { isImagePath } from '@coulisses/shared/case/case.schema';
import { isLanguage, type Language } from '@coulisses/shared/languages';
import { imageIn } from '@coulisses/shared/scenario/case-images';
import type { CaseFileMap } from '../../editor/case-content';

/**
 * The images a spot lock may show (content/README.md `spot`): each image of the case with
 * no language in its name, and `images/x.{lang}.svg` when x.<lang>.svg exists in every
 * language the case declares — one file for each language, its words in that language.
 */
export function spotImageOptions(files: CaseFileMap, languages: readonly Language[]): string[] {
  const options = new Set<string>();
  for (const path of Object.keys(files).filter(isImagePath).sort()) {
    const localised = /^(images\/.+)\.([a-z]{2})\.(\w+)$/.exec(path);
    if (!localised || !isLanguage(localised[2])) {
      options.add(path);
      continue;
    }
    const pattern = `${localised[1]}.{lang}.${localised[3]}`;
    if (languages.every((language) => files[imageIn(pattern, language)] !== undefined)) options.add(pattern);
  }
  return [...options];
}
