import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackCloses } from '../../../hooks/use-back-closes';
import type { Inbox } from '../hooks/use-messages';
import { useMessageText } from '../hooks/use-message-text';
import { scrollRegion } from '../../../lib/scroll-region';

/**
 * Every message the player received, newest first, with the time it was sent. What was
 * unread when it opened (or arrives while it is open) is marked new, and counts as seen.
 */
export function MessagesInbox({
  open,
  inbox,
  onClose,
}: {
  open: boolean;
  inbox: Inbox;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // Back closes it, and stays in the game.
  useBackCloses(open, onClose);
  const text = useMessageText();
  const titleId = useId();
  const [fresh, setFresh] = useState<string[]>([]);
  const { unread, markSeen, reload } = inbox;

  useEffect(() => {
    if (!open) return;
    setFresh([]);
    void reload();
  }, [open, reload]);

  useEffect(() => {
    if (!open || unread.length === 0) return;
    const ids = unread.map((message) => message.id);
    setFresh((current) => [...current, ...ids]);
    markSeen(ids);
  }, [open, unread, markSeen]);

  const newestFirst = [...inbox.messages].reverse();

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm">
      <DialogTitle id={titleId}>{t('game.messages.title')}</DialogTitle>
      <DialogContent {...scrollRegion({ 'aria-labelledby': titleId })}>
        {inbox.failed && (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            action={<Button onClick={() => void reload()}>{t('game.retry')}</Button>}
          >
            {t('game.messages.errors.load')}
          </Alert>
        )}
        {/* Polite: a message arriving while the list is open is read out. */}
        <Box aria-live="polite">
          {newestFirst.length === 0 ? (
            !inbox.failed && <Typography color="text.secondary">{t('game.messages.empty')}</Typography>
          ) : (
            <Box component="ol" data-testid="messages-list" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {newestFirst.map((message) => (
                <Box
                  component="li"
                  key={message.id}
                  data-kind={message.kind}
                  sx={{
                    py: 1.5,
                    borderBottom: 1,
                    borderColor: 'divider',
                    '&:last-of-type': { borderBottom: 0 },
                  }}
                >
                  <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
                    <Typography
                      component="h3"
                      variant="subtitle2"
                      color={message.kind === 'warning' ? 'warning.light' : 'secondary'}
                    >
                      {text.title(message)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      <time dateTime={message.sentAt}>{text.time(message)}</time>
                    </Typography>
                    {fresh.includes(message.id) && (
                      <Chip size="small" color="secondary" label={t('game.messages.new')} />
                    )}
                  </Box>
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
                    {text.body(message)}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
