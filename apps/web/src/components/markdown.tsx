import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import remarkGfm from 'remark-gfm';

/**
 * A case's images arrive inside its documents as data URIs (the server inlines them), which
 * react-markdown's default transform would drop; only images may use them.
 */
function urlTransform(url: string, key: string): string {
  if (key === 'src' && /^data:image\/(svg\+xml|png|jpeg|webp);base64,/.test(url)) return url;
  return defaultUrlTransform(url);
}

export interface MarkdownImage {
  src: string;
  alt: string;
}

/**
 * Spec §2 "Markdown rendering": GitHub-flavoured, tables on, smart lists, sanitisation
 * off (raw HTML passes through). Only scenario authors' text is ever rendered here,
 * never anything a player typed (DESIGN.md "Security model"). With `onImage`, each image
 * is a button that opens it (the game's zoomable viewer).
 */
export function MarkdownText({
  children,
  onImage,
  imageLabel,
}: {
  children: string;
  onImage?: (image: MarkdownImage) => void;
  imageLabel?: (alt: string) => string;
}) {
  const components: Components | undefined = onImage
    ? {
        img: ({ src, alt }) => {
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
        },
      }
    : undefined;
  return (
    <Markdown
      remarkPlugins={[remarkGfm]}
      rehypePlugins={[rehypeRaw]}
      urlTransform={urlTransform}
      components={components}
    >
      {children}
    </Markdown>
  );
}
