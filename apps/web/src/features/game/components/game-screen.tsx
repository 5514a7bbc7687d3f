import '@fontsource/cousine/400.css';
import '@fontsource/eb-garamond/400.css';
import '@fontsource/eb-garamond/400-italic.css';
import './case-document.css';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { HTTPError } from 'ky';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { FolderView, GameDocument, GameState, LockView } from '@coulisses/shared/game/game.schema';
import type { Language } from '@coulisses/shared/languages';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { formatJoinCode } from '@coulisses/shared/session/join-code';
import { Backstage } from '../../../components/backstage';
import { LanguageSelect } from '../../../components/language-select';
import { Logo } from '../../../components/logo';
import { OfflineBanner } from '../../../components/offline-banner';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/skip-link';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { isOfflineFailure, readApiError } from '../../../lib/api-client';
import { chooseLanguage } from '../../../lib/language-memory';
import { paths } from '../../../lib/paths';
import { useSnackbar } from '../../../lib/snackbar';
import { clearPlayer, getCurrentPlayer, updateCurrentPlayer } from '../../../lib/storage';
import { accuse, getDocument, takeHint, tryLock } from '../api/game';
import { getGameView, setGameView } from '../game-storage';
import { changeOwnLanguage, getOwnPlayer } from '../api/player';
import { useCountdown } from '../hooks/use-countdown';
import { useGame } from '../hooks/use-game';
import { useMessages } from '../hooks/use-messages';
import { usePlayerLive } from '../hooks/use-player-live';
import { AccusationForm } from './accusation-form';
import { BriefingDialog } from './briefing-dialog';
import { DocumentDialog } from './document-dialog';
import { FolderList } from './folder-list';
import type { AttemptOutcome } from './lock-form';
import { GameClock } from './game-clock';
import { GameMenu, GAME_MENU_BUTTON_ID } from './game-menu';
import { GameResult } from './game-result';
import { LeaveGameDialog } from './leave-game-dialog';
import { MESSAGES_BUTTON_ID, MessageNotice } from './message-notice';
import { MessagesButton } from './messages-button';
import { MessagesInbox } from './messages-inbox';
import { Notepad } from './notepad';
import { SessionDeletedDialog } from './session-deleted-dialog';
import { useGameError } from '../hooks/use-game-error';

/** The banner that says why the player cannot play right now, if they cannot. */
function StatusBanner({ status }: { status: GameState['status'] }) {
  const { t } = useTranslation();
  if (status === 'playing' || status === 'finished') return null;
  const severity = status === 'timeUp' || status === 'over' ? 'warning' : 'info';
  return (
    <Alert
      severity={severity}
      sx={{ mb: 2 }}
      data-testid={`status-${status}`}
      role="status"
      action={
        status === 'timeUp' ? (
          <Button href="#accusation" size="small">
            {t('game.status.toAccusation')}
          </Button>
        ) : undefined
      }
    >
      {t(`game.status.${status}`)}
    </Alert>
  );
}

/** The locks' own waits, or the later one a refusal gave, whichever ends last. */
function withWaits(folders: FolderView[], waits: Record<string, string>): FolderView[] {
  if (Object.keys(waits).length === 0) return folders;
  const later = (own: string | undefined, given: string | undefined) =>
    !given || (own && Date.parse(own) >= Date.parse(given)) ? own : given;
  return folders.map((folder) =>
    folder.locks
      ? {
          ...folder,
          locks: folder.locks.map((lock) => {
            const retryAt = later(lock.retryAt, waits[lock.id]);
            return retryAt ? { ...lock, retryAt } : lock;
          }),
        }
      : folder,
  );
}

/**
 * This device's notifications, a feature of their own: the app hands them to the game
 * (app/routes/game.tsx), which shows their switch and stops them when the player leaves.
 */
export type DeviceNotifications = {
  Switch: ComponentType<{ player: RegisteredPlayer }>;
  stop: (player: RegisteredPlayer) => Promise<unknown>;
};

/**
 * The game area at the root route (docs/product.md#game-screen): the case's folders with their documents and
 * locks, hints, the clock, the notepad, the accusation and the debrief. Everything shown
 * comes from the server; FOLDERS only bridges the moment of a reload.
 */
export function GameScreen({ notifications }: { notifications: DeviceNotifications }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showError } = useSnackbar();
  const explain = useGameError();
  const [player, setPlayer] = useState(getCurrentPlayer);
  const [streaming, setStreaming] = useState(false);
  const game = useGame(player, streaming);
  const { state, refresh, apply } = game;
  const inbox = useMessages(player);
  const [inboxOpen, setInboxOpen] = useState(false);
  const [sessionDeleted, setSessionDeleted] = useState(false);
  const live = usePlayerLive(player, {
    onSession: () => void refresh(),
    onMessage: () => void inbox.reload(),
    onDeleted: () => setSessionDeleted(true),
  });
  useEffect(() => setStreaming(live.status === 'open'), [live.status]);
  const remaining = useCountdown(state?.clock);
  const [notesOpen, setNotesOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [briefingOpen, setBriefingOpen] = useState(false);
  const [document, setDocument] = useState<GameDocument>();
  const [loadingDocument, setLoadingDocument] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // Waits the server gave in a refusal (per address: docs/decisions/0015), by lock.
  const [waits, setWaits] = useState<Record<string, string>>({});
  useDocumentTitle(t('game.folders'), state?.title, t('app.name'));
  // The document asked for last: a late answer for one already closed is dropped.
  const wantedDocument = useRef<string | undefined>(undefined);
  // Where the player was: the folders unfolded and the document open survive a reload.
  const [view, setView] = useState(getGameView);
  useEffect(() => setGameView(view), [view]);

  // docs/product.md#push-notifications: the notifications of this device stop with the player's game.
  const leave = () => {
    if (player) void notifications.stop(player).catch(() => undefined);
    clearPlayer();
    void navigate(paths.register, { replace: true });
  };

  const checkPlayer = () => {
    if (!player) return;
    getOwnPlayer(player).catch((error: unknown) => {
      // The player was removed or the token no longer matches: register again.
      if (error instanceof HTTPError && [401, 403, 404].includes(error.response.status)) {
        showError(t('game.playerGone'));
        leave();
      }
    });
  };

  // Checked once per visit of the game screen.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(checkPlayer, []);

  // The live stream refused: most likely the player is gone (the session deleted while
  // this device was offline). Unless the stream already said so, the same check decides.
  useEffect(() => {
    if (live.status === 'closed' && !sessionDeleted) checkPlayer();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live.status]);

  // After a reload, the document that was open opens again, if it still may be read.
  const restoring = useRef(view.document);
  useEffect(() => {
    const wanted = restoring.current;
    if (!state || !player || !wanted) return;
    restoring.current = undefined;
    if (!state.folders.some((folder) => folder.documents?.some((doc) => doc.id === wanted))) return;
    setLoadingDocument(true);
    getDocument(player, wanted)
      .then(setDocument, () => setView(({ expanded }) => ({ expanded })))
      .finally(() => setLoadingDocument(false));
  }, [state, player]);

  // The clock reached zero here: the server says what that means now.
  useEffect(() => {
    if (remaining === 0 && state?.clock.running) void refresh();
  }, [remaining, state?.clock.running, refresh]);

  if (!player) return null;
  const folders = withWaits(state?.folders ?? game.storedFolders, waits);

  // Kept on this device at once, so that a reload right after the change already shows
  // it; put back if the server refuses it.
  const changeLanguage = async (lang: Language) => {
    const previous = player;
    updateCurrentPlayer({ ...player, lang });
    try {
      const saved = await changeOwnLanguage(player, lang);
      const next = { ...player, lang: saved.lang };
      updateCurrentPlayer(next);
      setPlayer(next);
    } catch (error) {
      // Cut off by leaving the page (a reload): the change stands; the server has it.
      if (error instanceof Error && error.name === 'AbortError') return;
      updateCurrentPlayer(previous);
      chooseLanguage(previous.lang);
      showError(t('game.languageNotSaved'));
    }
  };

  const openDocument = async (documentId: string) => {
    wantedDocument.current = documentId;
    setLoadingDocument(true);
    setView((current) => ({ ...current, document: documentId }));
    try {
      const opened = await getDocument(player, documentId);
      if (wantedDocument.current === documentId) setDocument(opened);
    } catch (error) {
      setView(({ expanded }) => ({ expanded }));
      await explain(error);
      void refresh();
    } finally {
      if (wantedDocument.current === documentId) setLoadingDocument(false);
    }
  };

  const closeDocument = () => {
    wantedDocument.current = undefined;
    setDocument(undefined);
    setLoadingDocument(false);
    setView(({ expanded }) => ({ expanded }));
  };

  const toggleFolder = (folderId: string, open: boolean) =>
    setView((current) => ({
      ...current,
      expanded: open ? [...current.expanded, folderId] : current.expanded.filter((id) => id !== folderId),
    }));

  const attempt = async (lock: LockView, answer: string): Promise<AttemptOutcome> => {
    const opening = folders.filter((folder) => folder.locks?.some((entry) => entry.id === lock.id));
    try {
      const result = await tryLock(player, lock.id, answer);
      apply(result.state);
      if (result.right) {
        // Said to screen readers, and the focus goes to the folder just opened.
        setAnnouncement(opening.map((folder) => t('game.lock.opened', { folder: folder.title })).join(' '));
        const first = opening[0];
        if (first)
          window.setTimeout(() => window.document.getElementById(`folder-${first.id}-header`)?.focus(), 0);
      }
      return result.right ? 'right' : 'wrong';
    } catch (error) {
      const refusal = await readApiError(error);
      // Not of the lock's form: the form says so under its field; nothing was counted.
      if (refusal?.key === 'ANSWER_FORM') return 'form';
      // Throttled for the room's address, not only this player: the lock counts down too.
      const retryAt = refusal?.key === 'LOCK_THROTTLED' ? refusal.retryAt : undefined;
      if (retryAt) setWaits((current) => ({ ...current, [lock.id]: retryAt }));
      await explain(error);
      void refresh();
      return 'refused';
    }
  };

  const hint = async (lock: LockView) => {
    try {
      apply((await takeHint(player, lock.id)).state);
    } catch (error) {
      await explain(error);
      void refresh();
    }
  };

  const makeAccusation = async (answers: Record<string, string>) => {
    try {
      apply(await accuse(player, { answers }));
    } catch (error) {
      await explain(error);
      void refresh();
    }
  };

  const ended = state?.status === 'finished' || state?.status === 'over';

  // From the notice, the focus goes to the Messages button first, for the dialog to
  // give it back there (the notice itself disappears as its messages are read).
  const openInbox = () => {
    window.document.getElementById(MESSAGES_BUTTON_ID)?.focus();
    setInboxOpen(true);
  };

  return (
    <Backstage>
      <SkipLink />
      <AppBar
        position="sticky"
        color="transparent"
        elevation={0}
        sx={{ backdropFilter: 'blur(8px)', bgcolor: 'rgba(20, 9, 11, 0.85)' }}
      >
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: 1 }}>
          <Logo size={32} title={t('app.name')} />
          <Typography variant="h6" component="p" sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
            {state?.title ?? t('app.name')}
          </Typography>
          <notifications.Switch player={player} />
          <MessagesButton unread={inbox.unread.length} onClick={openInbox} />
          {state && state.status !== 'waiting' && remaining !== undefined && (
            <GameClock clock={state.clock} remaining={remaining} />
          )}
        </Toolbar>
        <Toolbar variant="dense" sx={{ gap: 1, flexWrap: 'wrap', pb: 1 }}>
          <Button variant="outlined" size="small" onClick={() => setNotesOpen(true)}>
            {t('game.notes.open')}
          </Button>
          <Button variant="outlined" size="small" onClick={() => setBriefingOpen(true)}>
            {t('game.briefing.open')}
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSelect onChange={(lang) => void changeLanguage(lang)} />
          <GameMenu onLeave={() => setLeaving(true)} />
        </Toolbar>
        <OfflineBanner />
      </AppBar>
      <Container component="main" id={MAIN_CONTENT_ID} maxWidth="md" sx={{ py: 3 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('game.title')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Typography>{t('game.welcome')}</Typography>
          <Chip
            color="secondary"
            variant="outlined"
            label={t('game.sessionCode', { code: formatJoinCode(player.sessionId) })}
          />
        </Box>
        {!state && !game.error && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
            <CircularProgress color="secondary" aria-label={t('game.loading')} />
          </Box>
        )}
        {game.error !== undefined && !state && (
          <Alert
            severity="error"
            action={<Button onClick={() => void refresh()}>{t('game.retry')}</Button>}
            sx={{ mb: 2 }}
          >
            {t(isOfflineFailure(game.error) ? 'offline.notKept' : 'game.errors.load')}
          </Alert>
        )}
        {state && <StatusBanner status={state.status} />}
        {state && ended && <GameResult player={player} state={state} />}
        {state && !ended && state.status !== 'waiting' && (
          <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="progress">
            {t('game.progress', {
              solved: state.solvedLocks,
              total: state.lockCount,
              hints: state.hintsTaken,
              wrong: state.wrongAttempts,
            })}
          </Typography>
        )}
        <Box component="section" aria-labelledby="folders-title" sx={{ mt: 2 }}>
          <Typography id="folders-title" variant="h5" component="h2" gutterBottom>
            {t('game.folders')}
          </Typography>
          {folders.length === 0 && (
            <Typography color="text.secondary" data-testid="folders-empty">
              {t('game.noFolders')}
            </Typography>
          )}
          <FolderList
            folders={folders}
            expanded={view.expanded}
            onToggle={toggleFolder}
            canPlay={state?.status === 'playing'}
            onOpenDocument={(id) => void openDocument(id)}
            onAttempt={attempt}
            onHint={hint}
          />
        </Box>
        {/* One place for both 'playing' and 'timeUp', so the clock running out never
            unmounts a half-filled accusation. */}
        {state?.accusation && <AccusationForm accusation={state.accusation} onAccuse={makeAccusation} />}
        <div className="visually-hidden" role="status" aria-live="polite" data-testid="announcement">
          {announcement}
        </div>
      </Container>
      <DocumentDialog document={document} loading={loadingDocument} onClose={closeDocument} />
      <Notepad playerId={player.id} open={notesOpen} onClose={() => setNotesOpen(false)} />
      <BriefingDialog player={player} open={briefingOpen} onClose={() => setBriefingOpen(false)} />
      <MessagesInbox open={inboxOpen} inbox={inbox} onClose={() => setInboxOpen(false)} />
      {!inboxOpen && !sessionDeleted && (
        <MessageNotice
          unread={inbox.unread}
          onDismiss={(id) => inbox.markSeen([id])}
          onOpenInbox={openInbox}
        />
      )}
      <LeaveGameDialog
        open={leaving}
        onCancel={() => setLeaving(false)}
        onConfirm={leave}
        onExited={() => window.document.getElementById(GAME_MENU_BUTTON_ID)?.focus()}
      />
      <SessionDeletedDialog open={sessionDeleted} onRegister={leave} />
    </Backstage>
  );
}
