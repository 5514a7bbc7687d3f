import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import type { Introduction } from '@coulisses/shared/scenario/introduction.schema';
import { Logo } from '../../../components/logo';
import { coverUrl } from '../../../lib/cover-url';
import { currentLanguage } from '../../../lib/i18n';
import { getIntroduction } from '../api/get-introduction';
import { CaseHtmlContext, MarkdownText, RAW_HTML, SANITISED_HTML } from '../../../components/markdown';
import { RankingRule } from '../../../components/ranking-rule';
import { scrollRegion } from '../../../lib/scroll-region';

/**
 * docs/product.md#start-dialog: a logo, the case's cover (docs/product.md#case-library), the
 * introduction rendered from markdown, and one primary button. Loaded on demand: the markdown renderer stays out of
 * the registration screen's first load.
 */
export function StartDialog({ player, onClose }: { player: RegisteredPlayer; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const introductionId = useId();
  const [introduction, setIntroduction] = useState<Introduction | undefined>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    getIntroduction(player, currentLanguage())
      .then((loaded) => live && setIntroduction(loaded))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [player, i18n.language]);

  return (
    <Dialog
      open
      maxWidth="sm"
      aria-labelledby={titleId}
      aria-describedby={introductionId}
      onClose={onClose}
      scroll="paper"
    >
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3 }}>
        <Logo size={88} title={t('app.name')} />
      </Box>
      {/* The screen's heading once the registration dialog has gone: its one h1. */}
      <DialogTitle id={titleId} component="h1" sx={{ textAlign: 'center', fontSize: '1.75rem' }}>
        {introduction?.title ?? t('start.title')}
      </DialogTitle>
      <DialogContent
        dividers
        id={introductionId}
        // The introduction scrolls on a phone: reachable with Tab, scrolled with the arrows.
        {...scrollRegion({ 'aria-labelledby': titleId })}
        data-testid="start-introduction"
        sx={{
          '& table': { borderCollapse: 'collapse', width: '100%', my: 1 },
          '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left' },
          '& a': { color: 'secondary.main' },
        }}
      >
        {introduction?.cover && (
          // The case's poster, in the introduction's language: its alt text says what it shows.
          <Box
            component="img"
            src={coverUrl(introduction.scenarioId, introduction.lang)}
            alt={introduction.cover}
            width={1200}
            height={800}
            data-testid="start-cover"
            sx={{
              display: 'block',
              width: '100%',
              height: 'auto',
              aspectRatio: '3 / 2',
              objectFit: 'cover',
              borderRadius: 1,
              mb: 2,
            }}
          />
        )}
        {introduction ? (
          <CaseHtmlContext.Provider value={introduction.rawHtml ? RAW_HTML : SANITISED_HTML}>
            <MarkdownText>{introduction.markdown}</MarkdownText>
          </CaseHtmlContext.Provider>
        ) : failed ? (
          <p>{t('start.introductionUnavailable')}</p>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress color="secondary" aria-label={t('common.loading')} />
          </Box>
        )}
        {/* The product's own rule, whatever the case: how the session will be ranked. */}
        {introduction && <RankingRule sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', py: 2 }}>
        <Button variant="contained" color="primary" size="large" onClick={onClose} autoFocus>
          {t('start.begin')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
