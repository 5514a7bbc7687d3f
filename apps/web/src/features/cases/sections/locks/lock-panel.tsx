import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { fieldId, useRevealed } from '../../editor/case-fields';
import { EditorIcon } from '../../editor/editor-icons';
import { LockCommonFields } from './lock-common-fields';
import { LockHeading } from './lock-heading';
import { LockHints } from './lock-hints';
import { LockKindFields } from './lock-kind-fields';
import { ProblemAnchor } from './problem-anchor';
import { lockField, lockHolds } from './use-lock';

interface LockPanelProps {
  index: number;
  expanded: boolean;
  onToggle: (id: string, open: boolean) => void;
  onRenamed: (from: string, to: string) => void;
  onMove: (index: number, delta: -1 | 1) => void;
  onRemove: (index: number) => void;
}

/**
 * One lock, a part that opens on its fields. A problem's link to any field of it opens it
 * (docs/product.md "## Case editor"), before the page focuses that field; its heading takes
 * the focus for a problem about the whole lock.
 */
export function LockPanel({ index, expanded, onToggle, onRenamed, onMove, onRemove }: LockPanelProps) {
  const { t } = useTranslation();
  const { editor, revealed } = useCaseEditorContext();
  const lock = editor.objects.scenario.locks[index];
  const id = lock?.id ?? '';
  const holds = useCallback((file: string, field: string) => lockHolds(index, id)(file, field), [index, id]);
  const isRevealed = useRevealed(holds);
  // Each click on a problem's link opens the lock again, even one the author closed since.
  const seen = useRef<typeof revealed>(undefined);
  useLayoutEffect(() => {
    if (seen.current === revealed) return;
    seen.current = revealed;
    if (isRevealed) onToggle(id, true);
  });
  if (!lock) return null;
  const count = editor.objects.scenario.locks.length;
  const headingId = fieldId('scenario.json', lockField(index));
  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => onToggle(id, open)}
      slotProps={{ heading: { component: 'h3' }, transition: { unmountOnExit: true } }}
    >
      <AccordionSummary
        id={headingId}
        aria-controls={`${headingId}-content`}
        expandIcon={<EditorIcon kind="expand" />}
      >
        <LockHeading index={index} />
      </AccordionSummary>
      <AccordionDetails id={`${headingId}-content`} sx={{ display: 'grid', gap: 3 }}>
        <ProblemAnchor textsField={`locks.${id}`}>
          <LockCommonFields index={index} onRenamed={onRenamed} />
        </ProblemAnchor>
        <LockKindFields index={index} />
        <LockHints index={index} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            startIcon={<EditorIcon kind="up" />}
            onClick={() => onMove(index, -1)}
            disabled={editor.installed || index === 0}
          >
            {t('cases.locks.moveUp')}
          </Button>
          <Button
            startIcon={<EditorIcon kind="down" />}
            onClick={() => onMove(index, 1)}
            disabled={editor.installed || index === count - 1}
          >
            {t('cases.locks.moveDown')}
          </Button>
          <Button
            color="error"
            startIcon={<EditorIcon kind="remove" />}
            onClick={() => onRemove(index)}
            disabled={editor.installed}
            sx={{ ml: { sm: 'auto' } }}
          >
            {t('cases.locks.remove.button')}
          </Button>
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
