import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { MESSAGES_BUTTON_ID } from './message-notice';

/** Material's "mail outline". */
const MAIL =
  'M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 14H4V8l8 5 8-5zm-8-7L4 6h16z';

/**
 * The game bar's way to the game master's messages, with how many are still unread. An
 * icon beside the clock, so that a phone's bar keeps its two rows; its name says it all.
 */
export function MessagesButton({ unread, onClick }: { unread: number; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('game.messages.open')}>
      <IconButton
        id={MESSAGES_BUTTON_ID}
        color="inherit"
        onClick={onClick}
        aria-label={unread > 0 ? t('game.messages.openUnread', { count: unread }) : t('game.messages.open')}
      >
        {/* No count at all when nothing is unread: a hidden "0" would still be text the
            button's name does not say. */}
        <Badge badgeContent={unread > 0 ? unread : undefined} color="secondary" data-testid="messages-unread">
          <SvgIcon aria-hidden="true">
            <path d={MAIL} />
          </SvgIcon>
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
