import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '@coulisses/shared/session/session.schema';
import {
  ADD_MINUTES_FROM,
  allowedActions,
  RELEASE_DEBRIEF_FROM,
  type SessionAction,
  type SessionTransition,
} from '@coulisses/shared/session/session-transitions';
import { useTransitionSession } from '../../lib/admin-api/sessions';
import { AddMinutesDialog } from './add-minutes-dialog';
import { ConfirmDialog } from '../confirm-dialog';
import { useReportFailure } from '../../hooks/use-report-failure';

/** The step that moves the game on stands out; the others stay quiet. */
const FORWARD: readonly SessionAction[] = ['start', 'resume'];

type Asking = 'start' | 'pause' | 'finish' | 'addMinutes' | 'releaseDebrief' | undefined;

/**
 * The steps that ask first. Finishing always (it cannot be undone); from the sessions
 * list, starting and pausing too: a row's buttons sit close to the next row's, and either
 * step moves every player's clock at once.
 */
const askFirst = (action: SessionAction, compact: boolean) =>
  action === 'finish' || (compact && (action === 'start' || action === 'pause'));

/**
 * The life-cycle buttons a session's status allows, and "add minutes"; on
 * the dashboard, the release of the solution before the end
 * (docs/decisions/0015-nothing-learned-while-anyone-plays.md).
 * Finishing and releasing ask first: neither can be undone; in the list, starting and
 * pausing ask too (askFirst). A refusal (another game master was
 * quicker) is said in the snackbar and the session is read again (useTransitionSession), so
 * the buttons catch up, or the page says the session is gone.
 * `compact` fits a table row: small buttons named after the session for screen readers.
 */
export function SessionControls({ session, compact = false }: { session: Session; compact?: boolean }) {
  const { t } = useTranslation();
  const report = useReportFailure();
  const transition = useTransitionSession(session.id);
  const busy = transition.isPending;
  const [asking, setAsking] = useState<Asking>();
  const [announcement, setAnnouncement] = useState('');
  const group = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);

  // The button just pressed may have gone with the old status (or the dialog that asked
  // closed onto nothing): once the step is done, a lost focus moves to the first button
  // left — or the group itself, a finished session has none — not the top of the page.
  // The step can be over before its new status is here: the mutation settles in these
  // controls, while the session comes down from the list or the dashboard that reads it, in
  // a later render. By then the focus may be back on the pressed button (the dialog that
  // asked gives it back as it closes) or already moved here: so this keeps watching until
  // the focus is somewhere else on the page (session-controls.test.tsx).
  useEffect(() => {
    if (busy || asking || !refocus.current) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) {
      if (!group.current?.contains(active)) refocus.current = false;
      return;
    }
    const first = group.current?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    (first ?? group.current)?.focus();
  }, [busy, asking, session.status]);

  const run = async (step: SessionTransition) => {
    refocus.current = true;
    try {
      await transition.mutateAsync(step);
      setAnnouncement(
        step.action === 'addMinutes'
          ? t('admin.controls.done.addMinutes', { count: step.minutes })
          : t(`admin.controls.done.${step.action}`),
      );
    } catch (error) {
      await report(error, 'admin.controls.failed');
    }
  };

  const act = (action: SessionAction) => {
    if (askFirst(action, compact)) setAsking(action as 'start' | 'pause' | 'finish');
    else void run({ action });
  };
  const confirmStep = (action: 'start' | 'pause') => async () => {
    await run({ action });
    setAsking(undefined);
  };

  const named = (label: string) =>
    compact ? (
      <>
        {label}
        <span className="visually-hidden"> — {session.name}</span>
      </>
    ) : (
      label
    );
  const size = compact ? 'small' : 'medium';
  return (
    <Box
      ref={group}
      tabIndex={-1}
      role="group"
      aria-label={t('admin.controls.label', { name: session.name })}
      sx={{
        display: 'flex',
        flexWrap: compact ? 'nowrap' : 'wrap',
        gap: 1,
        alignItems: 'center',
        // Holds the visually hidden live region: unpositioned, it would widen the page.
        position: 'relative',
        '& .MuiButton-root': { whiteSpace: 'nowrap' },
      }}
    >
      {allowedActions(session.status).map((action) => (
        <Button
          key={action}
          size={size}
          variant={FORWARD.includes(action) ? 'contained' : 'outlined'}
          disabled={busy}
          onClick={() => act(action)}
        >
          {named(t(`admin.controls.${action}`))}
        </Button>
      ))}
      {ADD_MINUTES_FROM.includes(session.status) && (
        <Button size={size} variant="outlined" disabled={busy} onClick={() => setAsking('addMinutes')}>
          {named(t('admin.controls.addMinutes'))}
        </Button>
      )}
      {!compact && RELEASE_DEBRIEF_FROM.includes(session.status) && !session.debriefReleasedAt && (
        <Button variant="outlined" disabled={busy} onClick={() => setAsking('releaseDebrief')}>
          {t('admin.controls.releaseDebrief')}
        </Button>
      )}
      <span role="status" className="visually-hidden">
        {announcement}
      </span>
      {asking === 'finish' && (
        <ConfirmDialog
          title={t('admin.controls.finishTitle', { name: session.name })}
          confirmLabel={t('admin.controls.finishConfirm')}
          onCancel={() => setAsking(undefined)}
          onConfirm={async () => {
            await run({ action: 'finish' });
            setAsking(undefined);
          }}
        >
          {t('admin.controls.finishText', { count: session.playerCount })}
        </ConfirmDialog>
      )}
      {asking === 'start' && (
        <ConfirmDialog
          title={t('admin.controls.startTitle', { name: session.name })}
          confirmLabel={t('admin.controls.startConfirm')}
          onCancel={() => setAsking(undefined)}
          onConfirm={confirmStep('start')}
          tone="neutral"
        >
          {session.pacing === 'room'
            ? t('admin.controls.startTextRoom', { count: session.clock.durationSeconds / 60 })
            : t('admin.controls.startTextSelfPaced')}
        </ConfirmDialog>
      )}
      {asking === 'pause' && (
        <ConfirmDialog
          title={t('admin.controls.pauseTitle', { name: session.name })}
          confirmLabel={t('admin.controls.pauseConfirm')}
          onCancel={() => setAsking(undefined)}
          onConfirm={confirmStep('pause')}
          tone="neutral"
        >
          {t('admin.controls.pauseText')}
        </ConfirmDialog>
      )}
      {asking === 'releaseDebrief' && (
        <ConfirmDialog
          title={t('admin.controls.releaseDebriefTitle', { name: session.name })}
          confirmLabel={t('admin.controls.releaseDebriefConfirm')}
          onCancel={() => setAsking(undefined)}
          onConfirm={async () => {
            await run({ action: 'releaseDebrief' });
            setAsking(undefined);
          }}
        >
          {t('admin.controls.releaseDebriefText')}
        </ConfirmDialog>
      )}
      {asking === 'addMinutes' && (
        <AddMinutesDialog
          onCancel={() => setAsking(undefined)}
          onAdd={async (minutes) => {
            await run({ action: 'addMinutes', minutes });
            setAsking(undefined);
          }}
        />
      )}
    </Box>
  );
}
