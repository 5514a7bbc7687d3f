import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackCloses } from '../../../hooks/use-back-closes';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { CaseHtmlContext, MarkdownText, RAW_HTML, SANITISED_HTML } from '../../../components/markdown';
import { RankingRule } from '../../../components/ranking-rule';
import { useOnline } from '../../../hooks/use-online';
import { useBriefingQuery } from '../api/game';
import { scrollRegion } from '../../../lib/scroll-region';

/** The start dialog's introduction, to read again at any moment of the investigation. */
export function BriefingDialog({
  player,
  open,
  onClose,
}: {
  player: RegisteredPlayer;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // Back closes it, and stays in the game.
  useBackCloses(open, onClose);
  const titleId = useId();
  const { data: briefing, isError, isFetching } = useBriefingQuery(player, open);
  // Asked again on each opening: while it is, the wait shows, not the last failure.
  const failed = isError && !isFetching;
  const online = useOnline();

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm">
      <DialogTitle id={titleId}>{briefing?.title ?? t('game.briefing.title')}</DialogTitle>
      <DialogContent
        {...scrollRegion({ 'aria-labelledby': titleId })}
        // A table's sticky first column is painted as the dialog's paper, its elevation's
        // lightening included: the columns that scroll under it do not show through.
        sx={{
          '& .scroll-table tr > :first-child': {
            bgcolor: 'background.paper',
            backgroundImage: 'var(--Paper-overlay)',
          },
        }}
      >
        {briefing ? (
          <>
            <CaseHtmlContext.Provider value={briefing.rawHtml ? RAW_HTML : SANITISED_HTML}>
              <MarkdownText>{briefing.markdown}</MarkdownText>
            </CaseHtmlContext.Provider>
            <RankingRule sx={{ mt: 2 }} />
          </>
        ) : failed ? (
          t(online ? 'game.errors.network' : 'offline.failed')
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 120 }}>
            <CircularProgress color="secondary" aria-label={t('game.loading')} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('game.documents.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
