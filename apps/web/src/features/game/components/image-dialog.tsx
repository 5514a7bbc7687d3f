import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackCloses } from '../../../hooks/use-back-closes';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import type { MarkdownImage } from '../../../components/markdown';

/**
 * An image of the evidence, full screen: pinch or wheel to zoom, drag to pan, or the
 * buttons. Its title is the document's short title; the image's own description, often
 * several lines, follows below it and describes the dialog.
 */
export function ImageDialog({
  image,
  title,
  onClose,
}: {
  image: MarkdownImage | undefined;
  /** The document's title, short enough for a phone's title bar. */
  title: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // Back closes it, and stays in the game.
  useBackCloses(image !== undefined, onClose);
  const titleId = useId();
  const descriptionId = useId();
  const described = Boolean(image?.alt);
  return (
    <Dialog
      open={image !== undefined}
      onClose={onClose}
      fullScreen
      aria-labelledby={titleId}
      aria-describedby={described ? descriptionId : undefined}
    >
      <DialogTitle id={titleId} sx={{ pb: described ? 0.5 : 2 }}>
        {title || t('game.documents.image')}
      </DialogTitle>
      {described && (
        <Typography
          id={descriptionId}
          variant="body2"
          color="text.secondary"
          sx={{ px: 3, pb: 1.5 }}
          data-testid="image-description"
        >
          {image?.alt}
        </Typography>
      )}
      {image && (
        <TransformWrapper minScale={1} maxScale={8} doubleClick={{ mode: 'toggle' }}>
          {({ zoomIn, zoomOut, resetTransform }) => (
            <>
              <Box sx={{ flex: 1, minHeight: 0, bgcolor: '#0b0607', display: 'flex' }}>
                <TransformComponent
                  wrapperStyle={{ width: '100%', height: '100%' }}
                  contentStyle={{ width: '100%', height: '100%' }}
                >
                  <img
                    src={image.src}
                    alt={image.alt}
                    style={{ width: '100%', height: '100%', objectFit: 'contain' }}
                  />
                </TransformComponent>
              </Box>
              <DialogActions sx={{ flexWrap: 'wrap' }}>
                <Button onClick={() => zoomIn()}>{t('game.documents.zoomIn')}</Button>
                <Button onClick={() => zoomOut()}>{t('game.documents.zoomOut')}</Button>
                <Button onClick={() => resetTransform()}>{t('game.documents.zoomReset')}</Button>
                <Button variant="contained" onClick={onClose}>
                  {t('game.documents.close')}
                </Button>
              </DialogActions>
            </>
          )}
        </TransformWrapper>
      )}
    </Dialog>
  );
}
