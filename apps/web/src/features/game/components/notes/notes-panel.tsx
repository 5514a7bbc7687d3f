import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useBackCloses } from '../../../../hooks/use-back-closes';
import { useTopDialogFrame } from '../../../../hooks/use-top-dialog';

/** How much of a phone's height the panel takes: the rest stays the document's. */
export const PHONE_PANEL_HEIGHT = '48dvh';
/** The panel's width beside the game on a wider screen. */
export const SIDE_PANEL_WIDTH = '380px';

/**
 * docs/product.md#notes-beside-the-evidence: the notepad as a panel beside what is being
 * read, never over it — a sheet along the bottom of a phone, a column on the right of a
 * wider screen. It is not modal: the document under it is still read and scrolled, and the
 * reader goes from one to the other. What is open over the game gives it room: the page and
 * the document's dialog end where the panel begins (`--notes-inset-*`, read by
 * document-dialog.tsx and global.css). Escape or Back closes it, and the focus goes back
 * where it was.
 */
export function NotesPanel({
  open,
  onClose,
  title,
  status,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A line under the title: who is typing, a sync that failed. */
  status?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  // Drawn in the top-most open dialog, inside its focus trap and its screen-reader view,
  // else on the page (docs/architecture.md, "Over any open dialog").
  const layer = useTopDialogFrame(open) ?? window.document.body;
  const panel = useRef<HTMLDivElement>(null);
  const before = useRef<Element | null>(null);
  useBackCloses(open, onClose);

  // The room it takes, given to what lies under it.
  useLayoutEffect(() => {
    if (!open) return;
    const style = window.document.documentElement.style;
    const inset = phone ? '--notes-inset-bottom' : '--notes-inset-right';
    style.setProperty(inset, phone ? PHONE_PANEL_HEIGHT : SIDE_PANEL_WIDTH);
    return () => {
      style.removeProperty(inset);
    };
  }, [open, phone]);

  // Opened, the panel takes the focus; closed, it gives it back where it was.
  useEffect(() => {
    if (!open) return;
    before.current = window.document.activeElement;
    const field = panel.current?.querySelector<HTMLElement>('[contenteditable="true"], textarea');
    (field ?? panel.current)?.focus();
    // In a plain field, as in the team's editor, the caret at the end of the notes, in view.
    if (field instanceof HTMLTextAreaElement) {
      field.setSelectionRange(field.value.length, field.value.length);
      field.scrollTop = field.scrollHeight;
    }
    return () => {
      const back = before.current;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <Paper
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid={testId}
      tabIndex={-1}
      elevation={12}
      square
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        // Escape closes the panel, not the document's dialog under it.
        event.stopPropagation();
        event.nativeEvent.stopImmediatePropagation();
        onClose();
      }}
      sx={{
        position: 'fixed',
        zIndex: theme.zIndex.modal + 1,
        display: 'flex',
        flexDirection: 'column',
        outline: 'none',
        ...(phone
          ? {
              left: 0,
              right: 0,
              bottom: 0,
              height: PHONE_PANEL_HEIGHT,
              borderTop: 2,
              borderColor: 'secondary.main',
            }
          : {
              top: 0,
              right: 0,
              bottom: 0,
              width: SIDE_PANEL_WIDTH,
              borderLeft: 2,
              borderColor: 'secondary.main',
            }),
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1, pb: 0.5 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1, fontSize: '1.1rem' }}>
          {title}
        </Typography>
        <Button variant="contained" size="small" onClick={onClose}>
          {t('game.notes.close')}
        </Button>
      </Box>
      {status && <Box sx={{ px: 2, minHeight: '1.5em' }}>{status}</Box>}
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          overflow: 'auto',
          display: 'flex',
          flexDirection: 'column',
          px: 2,
          pb: 1,
        }}
      >
        {children}
      </Box>
    </Paper>,
    layer,
  );
}
