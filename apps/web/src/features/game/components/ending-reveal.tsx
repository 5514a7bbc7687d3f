import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { splitEpilogue, type EndingPart } from '@coulisses/shared/scenario/epilogue';
import { MarkdownText } from '../../../components/markdown';

/** "# The curtain falls again\n\nText…" → its title and the text that follows. */
export function splitTitle(markdown: string): EndingPart {
  const match = /^\s*#\s+(.+)\n+([\s\S]*)$/.exec(markdown);
  return match ? { title: match[1]!.trim(), body: match[2]! } : { title: '', body: markdown };
}

/**
 * A part of the ending told by the case, its heading the text's own title: on the stage's
 * red velvet as the curtain falls (`curtain`), or in the night of a case not solved.
 */
function CasePart({ part, look, testId }: { part: EndingPart; look: 'curtain' | 'night'; testId: string }) {
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={part.title ? titleId : undefined}
      className={look === 'curtain' ? 'ending-reveal' : 'ending-reveal ending-reveal--night'}
      data-testid={testId}
    >
      {part.title && (
        <Typography id={titleId} variant="h4" component="h2" className="ending-reveal__title">
          {part.title}
        </Typography>
      )}
      <Box className="ending-reveal__text">
        <MarkdownText>{part.body}</MarkdownText>
      </Box>
    </Box>
  );
}

/**
 * A solved case's ending (and a session's end without an accusation): the curtain falls
 * again on what really happened, told by the case (reveal.<lang>.md).
 */
export function EndingReveal({ markdown }: { markdown: string }) {
  return <CasePart part={splitTitle(markdown)} look="curtain" testId="reveal" />;
}

/**
 * An unsolved case's ending, told by the case (unsolved.<lang>.md): the case not solved,
 * then what really happened, as the curtain falls.
 */
export function EndingEpilogue({ markdown }: { markdown: string }) {
  const parts = splitEpilogue(markdown);
  // The scenario check holds the two parts; a case without them still reads whole.
  if (!parts) return <CasePart part={splitTitle(markdown)} look="night" testId="epilogue" />;
  return (
    <>
      <CasePart part={parts.notSolved} look="night" testId="epilogue" />
      <CasePart part={parts.truth} look="curtain" testId="truth" />
    </>
  );
}
