import { createHash } from 'node:crypto';
import type { Language } from '@coulisses/shared/languages';
import type { CompiledScenario } from './compile-scenario.js';
import type { ScenarioRegistry } from './scenarios.js';

/** A case's cover in one language, as served (docs/product.md#case-library). */
export interface CoverImage {
  /** Its media type: image/svg+xml, image/png… */
  type: string;
  bytes: Buffer;
  /** A strong validator of its bytes. */
  etag: string;
}

const DATA_URI = /^data:([^;,]+);base64,(.*)$/s;

/** The image a data URI holds, or undefined for anything else. */
export function decodeDataUri(uri: string): CoverImage | undefined {
  const match = DATA_URI.exec(uri);
  if (!match) return undefined;
  const bytes = Buffer.from(match[2]!, 'base64');
  const digest = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
  return { type: match[1]!, bytes, etag: `"${digest}"` };
}

/** Each case's covers, decoded once: the compiled case holds them as data URIs. */
const decoded = new WeakMap<CompiledScenario, Map<Language, CoverImage | undefined>>();

/**
 * The cover of case `id` in `language`: undefined for an unknown case, an invalid one (it
 * is not loaded, docs/product.md#scenarios) or one without a card.
 */
export function findCover(
  registry: ScenarioRegistry,
  id: string,
  language: Language,
): CoverImage | undefined {
  const scenario = registry.get(id)?.scenario;
  const uri = scenario?.cover?.[language];
  if (!scenario || !uri) return undefined;
  let covers = decoded.get(scenario);
  if (!covers) decoded.set(scenario, (covers = new Map()));
  if (!covers.has(language)) covers.set(language, decodeDataUri(uri));
  return covers.get(language);
}
