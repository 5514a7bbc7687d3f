import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import type { Session } from '@coulisses/shared/session/session.schema';
import { useCountdown, useElapsed } from '../../../hooks/use-countdown';
import { formatDuration } from '../../../lib/format-duration';

/** Cousine's figures and colons are 0.6 em wide; a little more, for the edges of the glyphs. */
const FIGURE_WIDTH_EM = 0.62;

/**
 * The large figure of the running screen (docs/product.md#show-screen): in a session on the
 * room's clock, the time left to everyone; self-paced, where each game has its own time
 * left, the time the session has run. As wide as its column allows, never taller than
 * `maxHeight` of the screen.
 */
export function ShowClock({ session, maxHeight, t }: { session: Session; maxHeight: string; t: TFunction }) {
  return session.pacing === 'selfPaced' ? (
    <Elapsed session={session} maxHeight={maxHeight} t={t} />
  ) : (
    <Countdown session={session} maxHeight={maxHeight} t={t} />
  );
}

function Countdown({ session, maxHeight, t }: { session: Session; maxHeight: string; t: TFunction }) {
  const remaining = useCountdown(session.clock);
  const time = formatDuration(remaining);
  return (
    <Frame session={session} t={t}>
      <Figure
        time={time}
        maxHeight={maxHeight}
        label={t('admin.show.timeLeft', { time })}
        color={remaining <= 5 * 60 ? 'secondary.main' : 'text.primary'}
      />
    </Frame>
  );
}

function Elapsed({ session, maxHeight, t }: { session: Session; maxHeight: string; t: TFunction }) {
  // The session's time runs on while it runs, past its duration too: latecomers play on.
  const clock = useMemo(
    () => ({ ...session.clock, running: session.status === 'running' }),
    [session.clock, session.status],
  );
  const time = formatDuration(useElapsed(clock));
  return (
    <Frame session={session} t={t}>
      <Typography
        component="p"
        aria-hidden="true"
        sx={{ fontSize: 'clamp(1rem, 2.4vh, 2rem)', color: 'text.secondary', lineHeight: 1.2 }}
      >
        {t('admin.show.elapsed')}
      </Typography>
      <Figure
        time={time}
        maxHeight={maxHeight}
        label={t('admin.show.timeElapsed', { time })}
        color="text.primary"
      />
    </Frame>
  );
}

function Frame({ session, t, children }: { session: Session; t: TFunction; children: ReactNode }) {
  return (
    // Its width is what the figure's size is reckoned from.
    <Box sx={{ textAlign: 'center', containerType: 'inline-size', flexShrink: 0 }}>
      {children}
      {session.status === 'paused' && (
        <Typography component="p" sx={{ fontSize: 'clamp(1.2rem, 4vh, 2.4rem)', color: 'warning.main' }}>
          {t('admin.show.paused')}
        </Typography>
      )}
    </Box>
  );
}

function Figure({
  time,
  maxHeight,
  label,
  color,
}: {
  time: string;
  maxHeight: string;
  label: string;
  color: string;
}) {
  return (
    <Typography
      component="p"
      role="timer"
      aria-label={label}
      data-testid="show-timer"
      sx={{
        fontFamily: '"Cousine", monospace',
        fontWeight: 700,
        // Its figures fill the column's width, "1:00:00" as "59:59", or the height allowed.
        fontSize: `min(${(100 / (FIGURE_WIDTH_EM * time.length)).toFixed(2)}cqi, ${maxHeight})`,
        lineHeight: 1,
        whiteSpace: 'nowrap',
        color,
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {time}
    </Typography>
  );
}
