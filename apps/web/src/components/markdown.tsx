import type { Element } from 'hast';
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { remarkPassages } from './passages';
import { ScrollTable } from './scroll-table';
import { rehypeTableCells } from './table-cells';

/**
 * A case's images arrive inside its documents as data URIs (the server inlines them), which
 * react-markdown's default transform would drop; only images may use them.
 */
function urlTransform(url: string, key: string): string {
  if (key === 'src' && /^data:image\/(svg\+xml|png|jpeg|webp);base64,/.test(url)) return url;
  return defaultUrlTransform(url);
}

/**
 * Whether the case's markdown is drawn with its raw HTML as written: an installed case's, by
 * the product's own writers (sanitisation off). A case written in the editor is a game
 * master's, and its HTML is sanitised (docs/product.md#case-editor) — what is drawn without
 * being told otherwise.
 */
export const RAW_HTML = { raw: true } as const;
export const SANITISED_HTML = { raw: false } as const;
export const CaseHtmlContext = createContext<{ raw: boolean }>(SANITISED_HTML);

/**
 * GitHub's rules, and what the game's own drawing adds: a passage's number (remarkPassages) and
 * an image's data: URI, which is how a case's images arrive.
 */
const SANITIZE_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    '*': [...(defaultSchema.attributes?.['*'] ?? []), 'dataPassage', 'dataPassageCell'],
  },
  protocols: { ...defaultSchema.protocols, src: [...(defaultSchema.protocols?.src ?? []), 'data'] },
};

/** The words of a table's first row: how a reader tells its tables apart. */
function headings(table: Element | undefined): string {
  const text = (node: Element['children'][number]): string =>
    node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(text).join('') : '';
  const rows: Element[] = [];
  const collect = (node: Element) =>
    node.children.forEach((child) => {
      if (child.type !== 'element') return;
      if (child.tagName === 'tr') rows.push(child);
      else collect(child);
    });
  if (table) collect(table);
  return (rows[0]?.children ?? [])
    .map((cell) => text(cell).trim())
    .filter(Boolean)
    .join(', ');
}

/** A passage's number as remarkPassages set it on its element (or on a row's first cell). */
function passageOf(
  node: Element | undefined,
  property: 'dataPassage' | 'dataPassageCell',
): number | undefined {
  const value = node?.properties[property];
  return typeof value === 'number' || typeof value === 'string' ? Number(value) : undefined;
}

export interface MarkdownImage {
  src: string;
  alt: string;
}

/**
 * docs/product.md#start-dialog, markdown: GitHub-flavoured, tables on, smart lists, sanitisation
 * off (raw HTML passes through). Only scenario authors' text is ever rendered here,
 * never anything a player typed (docs/product.md#security). With `onImage`, each image
 * is a button that opens it (the game's zoomable viewer).
 *
 * The game screen draws itself again at each answer of the server (its polls, its live
 * events): the text is parsed again, and its elements built again, only when the text, the
 * language or the callbacks change. A focused image button, or a table scrolled sideways on
 * a phone, stays as it is; that is why `onImage` and `imageLabel` must keep their identity
 * from one drawing to the next (a state setter, a `useCallback`).
 */
export function MarkdownText({
  children,
  onImage,
  imageLabel,
  headingShift = 0,
  passage,
}: {
  children: string;
  onImage?: (image: MarkdownImage) => void;
  imageLabel?: (alt: string) => string;
  /** Levels added to the text's headings, to sit below the page's own (## under an h2 becomes h3). */
  headingShift?: number;
  /**
   * What goes at the start of each passage of the text (packages/shared/src/scenario/passages.ts),
   * given its number: a document's pin buttons (docs/product.md#team-board). It keeps its
   * identity from one drawing to the next, as `onImage` does.
   */
  passage?: (index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const { raw } = useContext(CaseHtmlContext);
  const components = useMemo(() => {
    const built: Components = {
      table: ({ node, children: rows }) => {
        const columns = headings(node);
        return (
          <ScrollTable label={columns ? t('common.table.named', { columns }) : t('common.table.unnamed')}>
            <table>{rows}</table>
          </ScrollTable>
        );
      },
    };
    // A passage's element with what goes at its start; a heading at its shifted level.
    const withPassage =
      (tag: string) =>
      ({ node, children: inside, ...props }: { node?: Element; children?: ReactNode }) => {
        const index =
          passage && passageOf(node, tag === 'td' || tag === 'th' ? 'dataPassageCell' : 'dataPassage');
        return createElement(tag, props, index === undefined ? null : passage?.(index), inside);
      };
    if (headingShift > 0 || passage)
      Object.assign(
        built,
        Object.fromEntries(
          [1, 2, 3, 4, 5, 6].map((level) => [
            `h${level}`,
            withPassage(`h${Math.min(6, level + headingShift)}`),
          ]),
        ),
      );
    if (passage)
      Object.assign(built, Object.fromEntries(['p', 'li', 'td', 'th'].map((tag) => [tag, withPassage(tag)])));
    if (onImage)
      built.img = ({ src, alt }) => {
        const image = { src: typeof src === 'string' ? src : '', alt: alt ?? '' };
        return (
          <button
            type="button"
            className="markdown-image-button"
            onClick={() => onImage(image)}
            aria-label={imageLabel ? imageLabel(image.alt) : image.alt}
          >
            <img src={image.src} alt={image.alt} />
          </button>
        );
      };
    return built;
  }, [t, headingShift, onImage, imageLabel, passage]);
  return useMemo(
    () => (
      <Markdown
        remarkPlugins={passage ? [remarkGfm, remarkPassages] : [remarkGfm]}
        rehypePlugins={
          raw
            ? [rehypeRaw, rehypeTableCells]
            : [rehypeRaw, [rehypeSanitize, SANITIZE_SCHEMA], rehypeTableCells]
        }
        urlTransform={urlTransform}
        components={components}
      >
        {children}
      </Markdown>
    ),
    [children, components, passage, raw],
  );
}
