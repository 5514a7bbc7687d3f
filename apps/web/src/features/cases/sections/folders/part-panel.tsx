import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { textsFile } from '../../editor/case-content';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { EditorIcon } from '../../editor/editor-icons';
import { FieldAnchors } from './field-anchors';
import { useExpanded, useProblemCount, type Holds } from './folder-reveal';
import { ProblemCount } from './problem-count';

/**
 * A folder's or a document's collapsible panel (docs/product.md#case-editor). Collapsed, its
 * heading names it, says what it is and how many problems it holds; a problem's link opens
 * it. Open, the problems found at its places, a row of its id, its other field and its
 * actions, then its fields.
 */
export function PartPanel({
  name,
  line,
  holds,
  field,
  textsField,
  nested = false,
  row,
  children,
  dialog,
}: {
  name: string;
  /** Beside the name: its id, and what it holds or how it looks. */
  line: string;
  holds: Holds;
  /** Where the checks name the whole part: its entry in scenario.json, in each texts file. */
  field: string;
  textsField: string;
  /** A document, within its folder's panel: outlined, its heading a level lower. */
  nested?: boolean;
  /** Its id, its other field and its actions, side by side from a tablet's width. */
  row: ReactNode;
  children: ReactNode;
  /** The confirmation of its removal, while it is asked. */
  dialog?: ReactNode;
}) {
  const { objects } = useCaseEditorContext().editor;
  const [expanded, setExpanded] = useExpanded(holds);
  const problems = useProblemCount(holds);
  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => setExpanded(open)}
      variant={nested ? 'outlined' : undefined}
      disableGutters={nested}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<EditorIcon kind="expand" />}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
          <Typography
            component={nested ? 'h4' : 'h3'}
            variant={nested ? 'subtitle1' : 'h6'}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {line}
          </Typography>
          <ProblemCount count={problems} />
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <FieldAnchors
          places={[
            { file: 'scenario.json', field },
            ...objects.scenario.languages.map((language) => ({
              file: textsFile(language),
              field: textsField,
            })),
          ]}
        >
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                alignItems: 'start',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
              }}
            >
              {row}
            </Box>
            {children}
          </Box>
        </FieldAnchors>
      </AccordionDetails>
      {dialog}
    </Accordion>
  );
}
