import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { MarkdownText } from '../../../components/markdown';

/** "# The curtain falls again\n\nText…" → its title and the text that follows. */
export function splitTitle(markdown: string): { title: string; body: string } {
  const match = /^\s*#\s+(.+)\n+([\s\S]*)$/.exec(markdown);
  return match ? { title: match[1]!.trim(), body: match[2]! } : { title: '', body: markdown };
}

/**
 * The ending's first part: the curtain falls again on what really happened, told by the
 * case (reveal.<lang>.md), on the stage's red velvet. Its heading is the text's own title.
 */
export function EndingReveal({ markdown }: { markdown: string }) {
  const titleId = useId();
  const { title, body } = splitTitle(markdown);
  return (
    <Box
      component="section"
      aria-labelledby={title ? titleId : undefined}
      className="ending-reveal"
      data-testid="reveal"
    >
      {title && (
        <Typography id={titleId} variant="h4" component="h2" className="ending-reveal__title">
          {title}
        </Typography>
      )}
      <Box className="ending-reveal__text">
        <MarkdownText>{body}</MarkdownText>
      </Box>
    </Box>
  );
}
