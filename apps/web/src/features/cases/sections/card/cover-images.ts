import { LANGUAGES, type Language } from '@coulisses/shared/languages';
import type { CaseFileMap } from '../../editor/case-content';

/** An image a card may name as its cover: one of the case's own, under images/. */
const CASE_IMAGE = /^images\/[a-z0-9][a-z0-9.{}-]*\.(svg|png|jpe?g|webp)$/;
const IN_LANGUAGE = new RegExp(`^images/(.+)\\.(${LANGUAGES.join('|')})\\.(svg|png|jpe?g|webp)$`);

export interface CoverChoice {
  /** What scenario.json's `card.cover` holds: `images/poster.{lang}.svg` or one file. */
  path: string;
  /** The file shown as its thumbnail: in the case's first language for a `{lang}` cover. */
  preview: string;
}

/**
 * The covers a case may choose among (docs/product.md#case-library): an image in every
 * language it declares (`x.<lang>.svg` for each) as `images/x.{lang}.svg`, first, then each
 * image of `images/` as one file for all.
 */
export function coverChoices(files: CaseFileMap, languages: readonly Language[]): CoverChoice[] {
  const images = Object.keys(files)
    .filter((path) => CASE_IMAGE.test(path))
    .sort();
  const [first] = languages;
  const localised = new Set<string>();
  for (const path of images) {
    const found = IN_LANGUAGE.exec(path);
    if (!found || !first) continue;
    const [, name, , extension] = found;
    if (languages.every((language) => files[`images/${name}.${language}.${extension}`] !== undefined))
      localised.add(`images/${name}.{lang}.${extension}`);
  }
  return [
    ...[...localised].map((path) => ({ path, preview: path.replace('{lang}', first ?? 'fr') })),
    ...images.map((path) => ({ path, preview: path })),
  ];
}
