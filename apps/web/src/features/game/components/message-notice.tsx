import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@coulisses/shared/message/message.schema';
import { useMessageText } from '../hooks/use-message-text';

export const MESSAGES_BUTTON_ID = 'messages-button';

/**
 * The newest unread message of the game master, arriving without stopping the game
 * (docs/decisions/0011-back-leave-and-language.md): a notice just under the game bar, never
 * over the clock, that waits to be read: it stays until "Got it" or the inbox, and the
 * Messages button counts it meanwhile. Screen readers hear it politely, even over an open
 * dialog. The game master's words are plain text, line breaks kept.
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
  const shown = unread.at(-1);
  const body = shown ? text.body(shown) : '';

  // What screen readers hear, set a moment after its region is in the page: a region put
  // in with its words already there is not always read out.
  const [announcement, setAnnouncement] = useState('');
  const spoken = shown ? `${text.title(shown)}. ${body}` : '';
  useEffect(() => {
    const timer = window.setTimeout(() => setAnnouncement(spoken), 100);
    return () => window.clearTimeout(timer);
  }, [spoken]);

  // The button pressed disappears with the toast: the focus goes to the Messages button of
  // the game bar, never to the top of the page.
  const dismiss = (id: string) => {
    const hadFocus = notice.current?.contains(document.activeElement) ?? false;
    onDismiss(id);
    if (hadFocus) window.setTimeout(() => document.getElementById(MESSAGES_BUTTON_ID)?.focus(), 0);
  };

  return (
    // A portal of its own per message: an open dialog hides from screen readers whatever
    // was in the page before it opened, so the region of a message arriving meanwhile is
    // put in after it, where it is heard.
    <Portal key={shown?.id ?? 'none'}>
      <div className="visually-hidden" role="status" data-testid="message-announcement">
        {announcement}
      </div>
      {shown && (
        <Box
          ref={notice}
          sx={{
            position: 'fixed',
            // Under the game bar, whose height the bar keeps (game-header.tsx).
            top: 'calc(var(--game-bar-height, 0px) + 8px)',
            left: 8,
            right: 8,
            mx: 'auto',
            maxWidth: 600,
            zIndex: 'snackbar',
          }}
        >
          <Paper
            key={shown.id}
            elevation={8}
            data-testid="message-notice"
            data-kind={shown.kind}
            sx={{
              display: 'flex',
              gap: 1,
              alignItems: 'center',
              py: 1,
              pl: 1.5,
              pr: 1,
              borderLeft: 4,
              borderColor: shown.kind === 'warning' ? 'warning.main' : 'secondary.main',
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle2" component="p" sx={{ lineHeight: 1.3 }}>
                {/* The title, then the time alone as the inbox shows it, set off by a middle dot. */}
                {text.title(shown)}
                <Typography component="span" variant="caption" color="text.secondary" aria-hidden="true">
                  {' · '}
                </Typography>
                <Typography component="time" variant="caption" color="text.secondary" dateTime={shown.sentAt}>
                  {text.time(shown)}
                </Typography>
              </Typography>
              <Typography
                data-testid="message-body"
                variant="body2"
                sx={{
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                {body}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, flexShrink: 0 }}>
              <Button variant="contained" size="small" onClick={onOpenInbox}>
                {t('game.messages.read')}
              </Button>
              <Button size="small" color="inherit" onClick={() => dismiss(shown.id)}>
                {t('game.messages.dismiss')}
              </Button>
            </Box>
          </Paper>
        </Box>
      )}
    </Portal>
  );
}
