import '@fontsource/cousine/400.css';
import '@fontsource/eb-garamond/400.css';
import '@fontsource/eb-garamond/400-italic.css';
import '../../../../components/case-document.css';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { htmlLang, type Language } from '@coulisses/shared/languages';
import type { DocumentStyle } from '@coulisses/shared/scenario/scenario.schema';
import { MarkdownText } from '../../../../components/markdown';
import { scrollRegion } from '../../../../lib/scroll-region';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { withImageData } from '../../editor/image-data';

/** A phone's width (docs/product.md#case-editor): the author sees what a player's phone shows. */
export const PREVIEW_WIDTH = 390;

/**
 * One markdown file drawn as the game draws it, at a phone's width: the game's own markdown
 * component, the case's images inlined as the server inlines them, and a document in its
 * style (components/case-document.css, which the game's document dialog uses too).
 */
export function MarkdownPreview({
  markdown,
  language,
  label,
  documentStyle,
}: {
  markdown: string;
  language: Language;
  /** The region's name, for a screen reader and a keyboard user scrolling it. */
  label: string;
  documentStyle?: DocumentStyle;
}) {
  const { editor } = useCaseEditorContext();
  const shown = useMemo(() => withImageData(markdown, editor.files), [markdown, editor.files]);
  return (
    <Box
      {...scrollRegion({ 'aria-label': label })}
      lang={htmlLang(language)}
      data-testid="markdown-preview"
      sx={{
        width: PREVIEW_WIDTH,
        maxWidth: '100%',
        maxHeight: 560,
        overflow: 'auto',
        // The game's dialog is full screen on a phone, its content 8 px in.
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.default',
        '&:focus-visible': { outline: '2px solid', outlineOffset: 2 },
      }}
    >
      <Box
        component="article"
        className={documentStyle ? `case-document case-document--${documentStyle}` : undefined}
        // The document's padding is 4vw in the game: a phone's 4 % of 390 px, whatever the admin's screen.
        sx={documentStyle ? { padding: '16px !important' } : { px: 1 }}
      >
        <MarkdownText>{shown}</MarkdownText>
      </Box>
    </Box>
  );
}
