import Markdown from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import remarkGfm from 'remark-gfm';

/**
 * Spec §2 "Markdown rendering": GitHub-flavoured, tables on, smart lists, sanitisation
 * off (raw HTML passes through). Only scenario authors' text is ever rendered here,
 * never anything a player typed (DESIGN.md "Security model").
 */
export function MarkdownText({ children }: { children: string }) {
  return (
    <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeRaw]}>
      {children}
    </Markdown>
  );
}
