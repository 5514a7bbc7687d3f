import fs from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, type Language } from '@coulisses/shared/languages';
import type {
  DocumentStyle,
  Scenario,
  ScenarioLock,
  ScenarioTexts,
} from '@coulisses/shared/scenario/scenario.schema';
import { lockJudge, type LockJudge } from '../game/normalise-answer.js';
import { findImages, replaceImages, type ScenarioFiles } from './scenario-files.js';
import { documentPassages } from './document-passages.js';
import { coverImage, type CoverImage } from './cover.js';

export type Localised<T> = Record<Language, T>;

export interface CompiledDocument {
  id: string;
  folderId: string;
  style: DocumentStyle;
  markdown: Localised<string>;
  /** Its passages' words, in order, the same passages in every language (docs/product.md#team-board). */
  passages: Localised<string[]>;
}

/** A valid case, held in memory: the game engine reads it without touching the disk. */
export interface CompiledScenario {
  id: string;
  definition: Scenario;
  texts: Localised<ScenarioTexts>;
  introduction: Localised<string>;
  debrief: Localised<string>;
  /** The ending's first part, the curtain falling again: served with the debrief, never before. */
  reveal: Localised<string>;
  /** The ending of an accusation with a wrong answer: the case not solved, then what really happened. */
  unsolved: Localised<string>;
  documents: Map<string, CompiledDocument>;
  locks: Map<string, ScenarioLock>;
  /**
   * Per code or text lock, the judge of a typed answer: the accepted answers of all four
   * languages, compared by the lock's form (docs/decisions/0009).
   */
  judges: Map<string, LockJudge>;
  /** Per spot lock, its image in each language, as a data URI (content/README.md). */
  lockImages: Map<string, Localised<string>>;
  /** The card's cover in each language, as served: absent for a case without a card. */
  cover?: Localised<CoverImage>;
}

const MEDIA_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

async function readImage(dir: string, src: string): Promise<{ type: string; bytes: Buffer }> {
  const bytes = await fs.readFile(path.join(dir, src));
  return { type: MEDIA_TYPES[path.extname(src).toLowerCase()] ?? 'application/octet-stream', bytes };
}

async function dataUri(dir: string, src: string): Promise<string> {
  const { type, bytes } = await readImage(dir, src);
  return `data:${type};base64,${bytes.toString('base64')}`;
}

/**
 * Images travel inside the document as data URIs: a document is one answer that is
 * either earned whole or not at all, and an <img> could not send the player's token.
 */
async function inlineImages(markdown: string, dir: string): Promise<string> {
  const uris = new Map<string, string>();
  for (const src of findImages(markdown)) uris.set(src, await dataUri(dir, src));
  return replaceImages(markdown, (src) => uris.get(src) ?? src);
}

/** A case image of its own (a spot lock's, the cover) in a language: `{lang}` is the language. */
export const imageIn = (image: string, language: Language) => image.replaceAll('{lang}', language);

async function localisedImage(image: string, dir: string): Promise<Localised<string>> {
  const result = {} as Localised<string>;
  for (const language of LANGUAGES) result[language] = await dataUri(dir, imageIn(image, language));
  return result;
}

/** The cover in each language, as `GET /v1/scenarios/:id/cover` serves it: its bytes, read once. */
async function localisedCover(image: string, dir: string): Promise<Localised<CoverImage>> {
  const result = {} as Localised<CoverImage>;
  for (const language of LANGUAGES) {
    const { type, bytes } = await readImage(dir, imageIn(image, language));
    result[language] = coverImage(type, bytes);
  }
  return result;
}

export async function compileScenario(
  definition: Scenario,
  texts: Localised<ScenarioTexts>,
  files: ScenarioFiles,
  dir: string,
): Promise<CompiledScenario> {
  const localised = async (file: (language: Language) => string) => {
    const result = {} as Localised<string>;
    for (const language of LANGUAGES)
      result[language] = await inlineImages(files.text.get(file(language)) ?? '', dir);
    return result;
  };
  const documents = new Map<string, CompiledDocument>();
  for (const folder of definition.folders) {
    for (const doc of folder.documents) {
      const file = (language: Language) => `documents/${doc.id}.${language}.md`;
      const markdown = await localised(file);
      const passages = {} as Localised<string[]>;
      for (const language of LANGUAGES)
        passages[language] = documentPassages(files.text.get(file(language)) ?? '').map(
          (passage) => passage.text,
        );
      documents.set(doc.id, { id: doc.id, folderId: folder.id, style: doc.style, markdown, passages });
    }
  }
  const lockImages = new Map<string, Localised<string>>();
  for (const lock of definition.locks) {
    if (lock.kind === 'spot') lockImages.set(lock.id, await localisedImage(lock.image, dir));
  }
  return {
    id: definition.id,
    definition,
    texts,
    introduction: await localised((language) => `introduction.${language}.md`),
    debrief: await localised((language) => `debrief.${language}.md`),
    reveal: await localised((language) => `reveal.${language}.md`),
    unsolved: await localised((language) => `unsolved.${language}.md`),
    documents,
    locks: new Map(definition.locks.map((lock) => [lock.id, lock])),
    judges: new Map(definition.locks.map((lock) => [lock.id, lockJudge(lock, texts)])),
    lockImages,
    ...(definition.card ? { cover: await localisedCover(definition.card.cover, dir) } : {}),
  };
}
