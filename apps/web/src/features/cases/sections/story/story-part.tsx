import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Language } from '@coulisses/shared/languages';
import { MarkdownFileEditor } from '../markdown/markdown-file-editor';

/**
 * One text of the story (introduction, endings, debrief): its heading, what it is for, its
 * files. It is always drawn, nothing to open: a problem's link finds its text area by its id.
 */
export function StoryPart({
  name,
  heading,
  hint,
  previewText,
}: {
  /** The file's name before its language: `introduction` for introduction.<lang>.md. */
  name: string;
  heading: string;
  hint: string;
  previewText?: (markdown: string) => string;
}) {
  const file = (language: Language) => `${name}.${language}.md`;
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} component="h3" variant="h6">
        {heading}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
      <MarkdownFileEditor label={heading} file={file} previewText={previewText} />
    </Box>
  );
}
