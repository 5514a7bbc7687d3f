import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RELEASE_MINUTES, type PlayerControl } from '@coulisses/shared/player/player-control.schema';
import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimeAmount } from '../../../lib/format-duration';
import { useCurrentLanguage } from '../../../lib/i18n';
import { useControlPlayer, useRemovePlayer } from '../../../lib/admin-api/dashboard';
import { AddMinutesDialog } from '../../../components/admin/add-minutes-dialog';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { playerRefusal } from './player-refusal';
import { useReportFailure } from '../../../hooks/use-report-failure';

type Asking = 'addMinutes' | 'forgivePenalties' | 'release' | 'remove';

/**
 * docs/product.md#player-controls: a game master's hand on one player — minutes of their
 * own (self-paced sessions: a room has one clock), their penalties forgiven, a release to
 * go on from another device, their removal. Each asks first; each but the removal goes in
 * the player's path, and the dashboard shows its effect at once.
 */
export function PlayerControls({
  sessionId,
  player,
  name,
  selfPaced,
  onDone,
}: {
  sessionId: string;
  player: PlayerProgress;
  /** The player's one name (docs/product.md#nicknames). */
  name: string;
  selfPaced: boolean;
  /** Said once the step is done; `removed`: the player is gone, and their dialog with them. */
  onDone: (notice: string, removed?: boolean) => void;
}) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const report = useReportFailure();
  const titleId = useId();
  const control = useControlPlayer(sessionId);
  const remove = useRemovePlayer(sessionId);
  const [asking, setAsking] = useState<Asking>();
  const heading = useRef<HTMLHeadingElement>(null);
  // docs/product.md#teams: in a team, the clock, the penalties and the score are the team's —
  // what a step on one member changes, the dialogs say so.
  const team = player.team?.name;
  const underway = player.status === 'playing' || player.status === 'paused' || player.status === 'timeUp';

  const refused = (error: unknown) =>
    report(error, 'admin.playerControls.failed', { say: (key) => playerRefusal(t, key) });

  const run = async (step: PlayerControl, notice: string) => {
    try {
      await control.mutateAsync({ playerId: player.playerId, control: step });
      setAsking(undefined);
      onDone(notice);
      // The button that asked may be gone with what it did (no penalty left to forgive):
      // the focus, back from the dialog onto nothing, goes to these controls' heading.
      window.setTimeout(() => {
        if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
      }, 0);
    } catch (error) {
      await refused(error);
    }
  };

  const removeNow = async () => {
    try {
      await remove.mutateAsync(player.playerId);
      setAsking(undefined);
      onDone(t('admin.playerControls.done.remove', { name }), true);
    } catch (error) {
      await refused(error);
    }
  };

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 2 }}>
      <Typography
        id={titleId}
        ref={heading}
        tabIndex={-1}
        component="h3"
        variant="subtitle2"
        color="text.secondary"
        sx={{ mb: 1 }}
      >
        {t('admin.playerControls.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {selfPaced && underway && (
          <Button size="small" variant="outlined" onClick={() => setAsking('addMinutes')}>
            {t('admin.playerControls.addMinutes')}
          </Button>
        )}
        {underway && player.penaltySeconds > 0 && (
          <Button size="small" variant="outlined" onClick={() => setAsking('forgivePenalties')}>
            {t('admin.playerControls.forgive', { time: formatTimeAmount(player.penaltySeconds, lang) })}
          </Button>
        )}
        {player.status !== 'over' && (
          <Button size="small" variant="outlined" onClick={() => setAsking('release')}>
            {t('admin.playerControls.release')}
          </Button>
        )}
        <Button size="small" variant="outlined" color="error" onClick={() => setAsking('remove')}>
          {t('admin.playerControls.remove')}
        </Button>
      </Box>
      {asking === 'addMinutes' && (
        <AddMinutesDialog
          title={
            team === undefined
              ? t('admin.playerControls.addMinutesTitle', { name })
              : t('admin.playerControls.addMinutesTeamTitle', { team })
          }
          hint={
            team === undefined
              ? t('admin.playerControls.addMinutesHint')
              : t('admin.playerControls.addMinutesTeamHint', { team })
          }
          onCancel={() => setAsking(undefined)}
          onAdd={(minutes) =>
            run(
              { action: 'addMinutes', minutes },
              team === undefined
                ? t('admin.playerControls.done.addMinutes', { count: minutes, name })
                : t('admin.playerControls.done.addMinutesTeam', { count: minutes, team }),
            )
          }
        />
      )}
      {asking === 'forgivePenalties' && (
        <ConfirmDialog
          tone="neutral"
          title={
            team === undefined
              ? t('admin.playerControls.forgiveTitle', { name })
              : t('admin.playerControls.forgiveTeamTitle', { team })
          }
          confirmLabel={t('admin.playerControls.forgiveConfirm')}
          onCancel={() => setAsking(undefined)}
          onConfirm={() =>
            run(
              { action: 'forgivePenalties' },
              team === undefined
                ? t('admin.playerControls.done.forgive', { name })
                : t('admin.playerControls.done.forgiveTeam', { team }),
            )
          }
        >
          {t(
            team === undefined ? 'admin.playerControls.forgiveText' : 'admin.playerControls.forgiveTeamText',
            {
              time: formatTimeAmount(player.penaltySeconds, lang),
            },
          )}
        </ConfirmDialog>
      )}
      {asking === 'release' && (
        <ConfirmDialog
          tone="neutral"
          title={t('admin.playerControls.releaseTitle', { name })}
          confirmLabel={t('admin.playerControls.releaseConfirm')}
          onCancel={() => setAsking(undefined)}
          onConfirm={() => run({ action: 'release' }, t('admin.playerControls.done.release', { name }))}
        >
          {t('admin.playerControls.releaseText', { mail: player.mail, count: RELEASE_MINUTES })}
        </ConfirmDialog>
      )}
      {asking === 'remove' && (
        <ConfirmDialog
          title={t('admin.playerControls.removeTitle', { name })}
          confirmLabel={t('admin.playerControls.removeConfirm')}
          onCancel={() => setAsking(undefined)}
          onConfirm={removeNow}
        >
          {t('admin.playerControls.removeText')}
        </ConfirmDialog>
      )}
    </Box>
  );
}
