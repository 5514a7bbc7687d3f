import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@coulisses/shared/message/message.schema';
import { useMessageText } from '../hooks/use-message-text';

export const MESSAGES_BUTTON_ID = 'messages-button';

/**
 * Issue 4 §4: the newest unread message of the game master, over everything (dialogs
 * included) until the player dismisses it — it never hides by itself. A warning is an
 * alert for screen readers; a message or a hint is said politely. The game master's words
 * are plain text: never HTML, line breaks kept.
 */
export function MessageNotice({
  unread,
  onDismiss,
  onOpenInbox,
}: {
  unread: Message[];
  onDismiss: (id: string) => void;
  onOpenInbox: () => void;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const notice = useRef<HTMLDivElement>(null);
  const latest = unread.at(-1);
  if (!latest) return null;
  const others = unread.length - 1;
  const warning = latest.kind === 'warning';

  // The button pressed disappears with the notice: the focus goes to the next notice, or
  // to the Messages button of the game bar, never to the top of the page.
  const dismiss = () => {
    const hadFocus = notice.current?.contains(document.activeElement) ?? false;
    onDismiss(latest.id);
    if (!hadFocus) return;
    window.setTimeout(() => {
      const next = notice.current?.querySelector('button') ?? document.getElementById(MESSAGES_BUTTON_ID);
      next?.focus();
    }, 0);
  };

  return (
    <Portal>
      <Box
        ref={notice}
        sx={{
          position: 'fixed',
          // A phone keeps its game bar (the clock) in sight: the notice sits at the bottom.
          top: { xs: 'auto', sm: 16 },
          bottom: { xs: 8, sm: 'auto' },
          left: 0,
          right: 0,
          mx: 'auto',
          px: 1,
          maxWidth: 600,
          zIndex: 'snackbar',
        }}
      >
        <Alert
          key={latest.id}
          role={warning ? 'alert' : 'status'}
          severity={warning ? 'warning' : 'info'}
          variant="outlined"
          data-testid="message-notice"
          data-kind={latest.kind}
          sx={{ bgcolor: 'background.paper', boxShadow: 8 }}
        >
          <AlertTitle>{text.title(latest)}</AlertTitle>
          <Typography
            data-testid="message-body"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: '40vh', overflowY: 'auto' }}
          >
            {text.body(latest)}
          </Typography>
          <Typography variant="caption" component="p" sx={{ mt: 0.5, opacity: 0.85 }}>
            <time dateTime={latest.sentAt}>{t('game.messages.sentAt', { time: text.time(latest) })}</time>
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
            <Button variant="contained" size="small" onClick={dismiss}>
              {t('game.messages.dismiss')}
            </Button>
            {others > 0 && (
              <Button variant="outlined" size="small" onClick={onOpenInbox}>
                {t('game.messages.others', { count: others })}
              </Button>
            )}
          </Box>
        </Alert>
      </Box>
    </Portal>
  );
}
