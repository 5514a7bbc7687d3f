import { LANGUAGES, type Language } from '@coulisses/shared/languages';
import type {
  DocumentStyle,
  Scenario,
  ScenarioLock,
  ScenarioTexts,
} from '@coulisses/shared/scenario/scenario.schema';
import { findImages, imageIn, imageMediaType, replaceImages } from '@coulisses/shared/scenario/case-images';
import { caseText, type CaseFiles } from '@coulisses/shared/scenario/check/case-files';
import type { ValidCase } from '@coulisses/shared/scenario/check/check-case';
import { documentPassages } from '@coulisses/shared/scenario/document-passages';
import { lockJudge, type LockJudge } from '../game/normalise-answer.js';
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
  /**
   * Whether its markdown is drawn with its raw HTML (docs/product.md#case-editor): an installed
   * case's, written by the product's own writers; a case of the editor's is sanitised.
   */
  rawHtml: boolean;
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
   * Per code or text lock, the judge of a typed answer: the accepted answers of every
   * language the case declares, compared by the lock's form (docs/decisions/0009).
   */
  judges: Map<string, LockJudge>;
  /** Per spot lock, its image in each language, as a data URI (content/README.md). */
  lockImages: Map<string, Localised<string>>;
  /** The card's cover in each language, as served: absent for a case without a card. */
  cover?: Localised<CoverImage>;
}

function readImage(files: CaseFiles, src: string): { type: string; bytes: Buffer } {
  const image = files.get(src) ?? new Uint8Array();
  return {
    type: imageMediaType(src) ?? 'application/octet-stream',
    bytes: Buffer.from(image.buffer, image.byteOffset, image.byteLength),
  };
}

function dataUri(files: CaseFiles, src: string): string {
  const { type, bytes } = readImage(files, src);
  return `data:${type};base64,${bytes.toString('base64')}`;
}

/**
 * Images travel inside the document as data URIs: a document is one answer that is
 * either earned whole or not at all, and an <img> could not send the player's token.
 */
function inlineImages(markdown: string, files: CaseFiles): string {
  const uris = new Map<string, string>();
  for (const src of findImages(markdown)) uris.set(src, dataUri(files, src));
  return replaceImages(markdown, (src) => uris.get(src) ?? src);
}

/**
 * Each of the four languages with the declared language it is read in: its own when the
 * case declares it, else the case's first. A player whose language the case lacks reads it
 * in the case's first language, while the interface stays in theirs
 * (docs/product.md#scenarios); the game engine finds every language in a compiled case.
 */
function sourceLanguages(declared: ValidCase['languages']): Localised<Language> {
  const result = {} as Localised<Language>;
  for (const language of LANGUAGES) result[language] = declared.includes(language) ? language : declared[0];
  return result;
}

function localise<T>(source: Localised<Language>, read: (language: Language) => T): Localised<T> {
  const byDeclared = new Map<Language, T>();
  const result = {} as Localised<T>;
  for (const language of LANGUAGES) {
    const from = source[language];
    if (!byDeclared.has(from)) byDeclared.set(from, read(from));
    result[language] = byDeclared.get(from) as T;
  }
  return result;
}

/** A valid case (checkCase's), held in memory with its images inlined, in all four languages. */
export function compileScenario(
  { scenario: definition, languages, texts }: ValidCase,
  files: CaseFiles,
): CompiledScenario {
  const source = sourceLanguages(languages);
  const markdown = (file: (language: Language) => string) =>
    localise(source, (language) => inlineImages(caseText(files, file(language)) ?? '', files));
  const documents = new Map<string, CompiledDocument>();
  for (const folder of definition.folders) {
    for (const doc of folder.documents) {
      const file = (language: Language) => `documents/${doc.id}.${language}.md`;
      const passages = localise(source, (language) =>
        documentPassages(caseText(files, file(language)) ?? '').map((passage) => passage.text),
      );
      documents.set(doc.id, {
        id: doc.id,
        folderId: folder.id,
        style: doc.style,
        markdown: markdown(file),
        passages,
      });
    }
  }
  const lockImages = new Map<string, Localised<string>>();
  for (const lock of definition.locks) {
    if (lock.kind === 'spot')
      lockImages.set(
        lock.id,
        localise(source, (language) => dataUri(files, imageIn(lock.image, language))),
      );
  }
  const cover = definition.card?.cover;
  return {
    id: definition.id,
    rawHtml: false,
    definition,
    texts: localise(source, (language) => texts[language] as ScenarioTexts),
    introduction: markdown((language) => `introduction.${language}.md`),
    debrief: markdown((language) => `debrief.${language}.md`),
    reveal: markdown((language) => `reveal.${language}.md`),
    unsolved: markdown((language) => `unsolved.${language}.md`),
    documents,
    locks: new Map(definition.locks.map((lock) => [lock.id, lock])),
    judges: new Map(definition.locks.map((lock) => [lock.id, lockJudge(lock, texts)])),
    lockImages,
    ...(cover
      ? {
          cover: localise(source, (language) => {
            const { type, bytes } = readImage(files, imageIn(cover, language));
            return coverImage(type, bytes);
          }),
        }
      : {}),
  };
}
