import type { Language } from '@coulisses/shared/languages';
import { apiPrefix, readApiBase } from './config';

/**
 * A case's cover in `lang`, an image anyone may load (docs/product.md#case-library): the
 * library's cards, the show screen and a player's start dialog show it with a plain <img>.
 */
export function coverUrl(scenarioId: string, lang: Language): string {
  return `${apiPrefix(readApiBase())}/scenarios/${encodeURIComponent(scenarioId)}/cover?lang=${lang}`;
}
