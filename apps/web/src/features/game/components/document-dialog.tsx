import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackCloses } from '../../../hooks/use-back-closes';
import type { GameDocument } from '@coulisses/shared/game/game.schema';
import { MarkdownText, type MarkdownImage } from '../../../components/markdown';
import { useAnnouncePresence } from '../hooks/use-team-presence';
import { ImageDialog } from './image-dialog';
import { PresenceLine } from './team/presence-line';
import { scrollRegion } from '../../../lib/scroll-region';
import { whenStable } from '../../../lib/service-worker';
import { DocumentPinActions, usePassagePins } from './team/document-pins';

/** Full screen on a phone, its content scrolling inside. */
const dialogLayout = (phone: boolean) => ({ fullScreen: phone, maxWidth: 'md', scroll: 'paper' }) as const;
const CONTENT_PADDING = { p: { xs: 1, sm: 2 } };
/**
 * The notes panel beside it takes the bottom of a phone or the right of a wider screen
 * (notes/notes-panel.tsx): the document ends where the panel begins, all of it still read.
 */
const BESIDE_NOTES = {
  bottom: 'var(--notes-inset-bottom, 0px)',
  right: 'var(--notes-inset-right, 0px)',
} as const;

function Loading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
      <CircularProgress color="secondary" aria-label={label} />
    </Box>
  );
}

/**
 * docs/product.md#team-presence: while a document is open, the teammates' phones say this
 * member reads it; and here, beside the close button, who of them reads it too — a place
 * that moves nothing of the text.
 */
function ReadingTogether({ documentId }: { documentId: string }) {
  const announce = useAnnouncePresence();
  useEffect(() => {
    announce({ documentId });
    return () => announce({ documentId: null });
  }, [announce, documentId]);
  return (
    <Box sx={{ flex: 1, minWidth: 0, mr: 1 }}>
      <PresenceLine target={{ documentId }} />
    </Box>
  );
}

/**
 * A document as what it is — a typed statement, a printed log, a stamped report, a
 * handwritten note — full screen on a phone, its images opening in a zoomable view.
 */
export function DocumentDialog({
  document,
  loading,
  onClose,
  onNote,
}: {
  document: GameDocument | undefined;
  loading: boolean;
  onClose: () => void;
  /** Adds a line citing the document to the notepad, beside it. */
  onNote: (title: string) => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [image, setImage] = useState<MarkdownImage>();
  const open = loading || document !== undefined;
  // Kept from one drawing to the next, so that the document's elements are too (markdown.tsx).
  const imageLabel = useCallback((alt: string) => t('game.documents.zoomImage', { alt }), [t]);
  // Back closes it, and stays in the game.
  useBackCloses(open, onClose);
  // In a team, its passages may be pinned to the team's board (docs/product.md#team-board).
  const article = useRef<HTMLElement>(null);
  const articleElement = useCallback(() => article.current, []);
  const passages = usePassagePins(document?.id, articleElement);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      {...dialogLayout(phone)}
      aria-labelledby={titleId}
      sx={BESIDE_NOTES}
    >
      <DialogTitle id={titleId}>{document?.title ?? t('game.documents.loading')}</DialogTitle>
      {/* The document scrolls here: a keyboard user tabs to it and reads on with the arrows. */}
      <DialogContent dividers sx={CONTENT_PADDING} {...scrollRegion({ 'aria-labelledby': titleId })}>
        {passages.choosing && (
          <Alert
            severity="info"
            sx={{ mb: 1 }}
            action={
              <Button color="inherit" size="small" onClick={passages.stop}>
                {t('common.cancel')}
              </Button>
            }
          >
            {t('game.board.choosePassage')}
          </Alert>
        )}
        {document ? (
          <Box
            component="article"
            ref={article}
            className={`case-document case-document--${document.style}`}
            data-testid={`document-${document.id}`}
          >
            <MarkdownText onImage={setImage} imageLabel={imageLabel} passage={passages.passage}>
              {document.markdown}
            </MarkdownText>
          </Box>
        ) : (
          <Loading label={t('game.documents.loading')} />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {document && <ReadingTogether documentId={document.id} />}
        {document && <DocumentPinActions documentId={document.id} onChoosePassage={passages.start} />}
        {document && <Button onClick={() => onNote(document.title)}>{t('game.notes.noteThis')}</Button>}
        <Button onClick={onClose}>{t('game.documents.close')}</Button>
      </DialogActions>
      <ImageDialog image={image} title={document?.title} onClose={() => setImage(undefined)} />
    </Dialog>
  );
}

/** Drawn ahead once a page: the styles it leaves stay for the page's life. */
let drawnAhead = false;

/** A new task, once the ones already queued have had their turn. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The document dialog as the first tap on a document draws it (closed, its spinner inside),
 * drawn once hidden while the game screen is idle, then removed: the styles of its parts are
 * in the page and their code has run once before the player's first document, which was
 * the slowest tap of a page (docs/decisions/0026-the-first-document-drawn-ahead.md). Nothing
 * of it stays in the page.
 */
export const DocumentDialogWarmUp = memo(function DocumentDialogWarmUp() {
  const [stage, setStage] = useState<'waiting' | 'drawn' | 'done'>(drawnAhead ? 'done' : 'waiting');
  useEffect(() => {
    if (stage === 'done') return;
    let cancelled = false;
    // Drawn when the page is idle (a second after it is stable where the browser cannot say
    // so), removed a task after its drawing: its portal draws it in a second pass.
    const [wait, next] =
      stage === 'waiting' ? [whenStable(window, 1000), 'drawn' as const] : [nextTask(), 'done' as const];
    void wait.then(() => {
      if (cancelled) return;
      if (next === 'done') drawnAhead = true;
      setStage(next);
    });
    return () => {
      cancelled = true;
    };
  }, [stage]);
  return stage === 'drawn' ? <HiddenDocumentDialog /> : null;
});

function HiddenDocumentDialog() {
  const theme = useTheme();
  // Its one drawing is the phone's layout on a phone: full screen.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open={false} keepMounted {...dialogLayout(phone)} aria-hidden>
      <DialogTitle>{'\u00a0'}</DialogTitle>
      <DialogContent dividers sx={CONTENT_PADDING}>
        <Loading label="" />
      </DialogContent>
      <DialogActions>
        <Button tabIndex={-1}>{'\u00a0'}</Button>
      </DialogActions>
    </Dialog>
  );
}
