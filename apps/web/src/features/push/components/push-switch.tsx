import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { usePushSubscription } from '../hooks/use-push-subscription';

/** Material's "notifications" bell, and its outline crossed out. */
const BELL =
  'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z';
const BELL_OUTLINE =
  'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.9 2 2 2m6-6v-5c0-3.07-1.63-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.64 5.36 6 7.92 6 11v5l-2 2v1h16v-1zm-2 1H8v-6c0-2.48 1.51-4.5 4-4.5s4 2.02 4 4.5z';

/**
 * docs/product.md#push-notifications: "Notifications on this device", a switch in the game bar. An icon, so that
 * a phone's bar keeps its two rows; its name and state are said to screen readers.
 * Permission is asked for only when the player turns it on.
 */
export function PushSwitch({ player }: { player: RegisteredPlayer }) {
  const { t } = useTranslation();
  const { subscribed, busy, toggle } = usePushSubscription(player);
  return (
    <Tooltip title={t(subscribed ? 'push.on' : 'push.off')} describeChild>
      <IconButton
        role="switch"
        aria-checked={subscribed}
        aria-label={t('push.toggle')}
        aria-disabled={busy}
        color="inherit"
        onClick={() => {
          if (!busy) void toggle();
        }}
        data-testid="push-switch"
      >
        <SvgIcon aria-hidden="true">
          {subscribed ? (
            <path d={BELL} />
          ) : (
            <>
              <path d={BELL_OUTLINE} />
              <path d="M3.5 3.5 20.5 20.5" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
            </>
          )}
        </SvgIcon>
      </IconButton>
    </Tooltip>
  );
}
