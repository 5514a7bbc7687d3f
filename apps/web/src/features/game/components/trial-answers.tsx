import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { useBackCloses } from '../../../hooks/use-back-closes';
import { scrollRegion } from '../../../lib/scroll-region';
import { useTrialAnswersQuery } from '../api/game';

/**
 * The author trying their draft sees its answers when they ask (docs/product.md#case-editor):
 * a button in the game's bar, in a trial only, and a dialog with each lock's answer.
 */
export function TrialAnswers({ player }: { player: RegisteredPlayer }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  useBackCloses(open, close);
  const titleId = useId();
  const { data, isError } = useTrialAnswersQuery(player, open);
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        {t('game.trial.answers')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{t('game.trial.title')}</DialogTitle>
        <DialogContent {...scrollRegion({ 'aria-labelledby': titleId })}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('game.trial.intro')}
          </Typography>
          {!data && (
            <Typography role={isError ? 'alert' : 'status'}>
              {t(isError ? 'game.trial.failed' : 'common.loading')}
            </Typography>
          )}
          {data && (
            <dl>
              {data.locks.map((lock) => (
                <div key={lock.id}>
                  <Typography component="dt" sx={{ fontWeight: 600 }}>
                    {lock.title}
                  </Typography>
                  <Typography component="dd" sx={{ ml: 0, mb: 1.5 }}>
                    {lock.answer.join(' · ')}
                  </Typography>
                </div>
              ))}
            </dl>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
