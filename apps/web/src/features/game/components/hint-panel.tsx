import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackCloses } from '../../../hooks/use-back-closes';
import type { LockView } from '@coulisses/shared/game/game.schema';
import { formatTimeAmount } from '../../../lib/format-duration';
import { useCurrentLanguage } from '../../../lib/i18n';

/**
 * The lock's tiered hints: those already taken, and the next one behind a confirmation
 * that states its cost in time (docs/product.md#hints).
 */
export function HintPanel({
  lock,
  disabled,
  onHint,
}: {
  lock: LockView;
  disabled: boolean;
  onHint: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // Back closes the confirmation, and stays in the game.
  useBackCloses(confirming, () => setConfirming(false));
  const cost = lock.nextHintPenaltySeconds;

  const confirm = async () => {
    setBusy(true);
    try {
      await onHint();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      {lock.hintsTaken.length > 0 && (
        <Box component="ol" aria-label={t('game.hints.taken')} sx={{ pl: 3, my: 1 }}>
          {lock.hintsTaken.map((hint, index) => (
            <Typography component="li" key={index} sx={{ mb: 0.5, fontStyle: 'italic' }}>
              {hint}
            </Typography>
          ))}
        </Box>
      )}
      {cost !== undefined ? (
        <Button variant="outlined" size="small" disabled={disabled} onClick={() => setConfirming(true)}>
          {t('game.hints.ask', { number: lock.hintsTaken.length + 1, total: lock.hintCount })}
        </Button>
      ) : (
        lock.hintCount > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('game.hints.none')}
          </Typography>
        )
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('game.hints.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('game.hints.confirmText', { time: formatTimeAmount(cost ?? 0, lang) })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('game.hints.cancel')}</Button>
          <Button variant="contained" disabled={busy} onClick={() => void confirm()}>
            {t('game.hints.confirm', { time: formatTimeAmount(cost ?? 0, lang) })}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
