import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackCloses } from '../../../hooks/use-back-closes';
import type { GameDocument } from '@coulisses/shared/game/game.schema';
import { MarkdownText, type MarkdownImage } from '../../../components/markdown';
import { ImageDialog } from './image-dialog';
import { scrollRegion } from '../../../lib/scroll-region';

/**
 * A document as what it is — a typed statement, a printed log, a stamped report, a
 * handwritten note — full screen on a phone, its images opening in a zoomable view.
 */
export function DocumentDialog({
  document,
  loading,
  onClose,
}: {
  document: GameDocument | undefined;
  loading: boolean;
  onClose: () => void;
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

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      maxWidth="md"
      aria-labelledby={titleId}
      scroll="paper"
    >
      <DialogTitle id={titleId}>{document?.title ?? t('game.documents.loading')}</DialogTitle>
      {/* The document scrolls here: a keyboard user tabs to it and reads on with the arrows. */}
      <DialogContent dividers sx={{ p: { xs: 1, sm: 2 } }} {...scrollRegion({ 'aria-labelledby': titleId })}>
        {document ? (
          <Box
            component="article"
            className={`case-document case-document--${document.style}`}
            data-testid={`document-${document.id}`}
          >
            <MarkdownText onImage={setImage} imageLabel={imageLabel}>
              {document.markdown}
            </MarkdownText>
          </Box>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
            <CircularProgress color="secondary" aria-label={t('game.documents.loading')} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('game.documents.close')}</Button>
      </DialogActions>
      <ImageDialog image={image} title={document?.title} onClose={() => setImage(undefined)} />
    </Dialog>
  );
}
