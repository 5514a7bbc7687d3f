import { createHash } from 'node:crypto';
import type { Language } from '@coulisses/shared/languages';
import type { ScenarioRegistry } from './scenarios.js';

/** A case's cover in one language, as served (docs/product.md#case-library). */
export interface CoverImage {
  /** Its media type: image/svg+xml, image/png… */
  type: string;
  bytes: Buffer;
  /** A strong validator of its bytes. */
  etag: string;
}

/** A cover of `type` with its bytes and their validator, made once when the case is compiled. */
export function coverImage(type: string, bytes: Buffer): CoverImage {
  const digest = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
  return { type, bytes, etag: `"${digest}"` };
}

/**
 * The cover of case `id` in `language`: undefined for an unknown case, an invalid one (it
 * is not loaded, docs/product.md#scenarios) or one without a card.
 */
export function findCover(
  registry: ScenarioRegistry,
  id: string,
  language: Language,
): CoverImage | undefined {
  return registry.get(id)?.scenario?.cover?.[language];
}
