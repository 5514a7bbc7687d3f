import '@fontsource/cousine/400.css';
import '@fontsource/eb-garamond/400.css';
import '@fontsource/eb-garamond/400-italic.css';
import '../../../components/case-document.css';
import './case-document.css';
import { CaseHtmlContext } from '../../../components/markdown';
import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Language } from '@coulisses/shared/languages';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { Backstage } from '../../../components/backstage';
import { SkipLink } from '../../../components/skip-link';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { paths } from '../../../lib/paths';
import type { RegisterNotice } from '../../../lib/register-notice';
import { clearPlayer, getCurrentPlayer } from '../../../lib/storage';
import { useCountdownEnd } from '../../../hooks/use-countdown';
import { useStableCallback } from '../../../hooks/use-stable-callback';
import { useDocumentReader } from '../hooks/use-document-reader';
import { useGame } from '../hooks/use-game';
import { useGameActions } from '../hooks/use-game-actions';
import { useGameDialogs } from '../hooks/use-game-dialogs';
import { useGameView } from '../hooks/use-game-view';
import { HeardPresence } from '../hooks/heard-presence';
import { useLanguageChange } from '../hooks/use-language-change';
import { useLockOpenedFocus } from '../hooks/use-lock-opened-focus';
import { useMessages } from '../hooks/use-messages';
import { usePlayerCheck } from '../hooks/use-player-check';
import { usePlayerLive } from '../hooks/use-player-live';
import { withWaits } from '../lock-waits';
import { GameBoard } from './game-board';
import { GameDialogs } from './game-dialogs';
import { GameHeader } from './game-header';
import { TeamPresenceProvider } from './team/team-presence-provider';
import { TeamBoardProvider } from './team/board-context';

/**
 * This device's notifications, a feature of their own: the app hands them to the game
 * (app/routes/game.tsx), which shows their switch and stops them when the player leaves.
 */
export type DeviceNotifications = {
  Switch: ComponentType<{ player: RegisteredPlayer }>;
  stop: (player: RegisteredPlayer) => Promise<unknown>;
};

/**
 * The game area at the root route (docs/product.md#game-screen): the case's folders with
 * their documents and locks, hints, the clock, the notepad, the accusation and the debrief.
 * Everything shown comes from the server; FOLDERS (docs/product.md#browser-storage) only
 * bridges the moment of a reload.
 */
export function GameScreen({ notifications }: { notifications: DeviceNotifications }) {
  const [player, setPlayer] = useState(getCurrentPlayer);
  if (!player) return null;
  return <PlayerGame player={player} onPlayerChange={setPlayer} notifications={notifications} />;
}

function PlayerGame({
  player,
  onPlayerChange,
  notifications,
}: {
  player: RegisteredPlayer;
  onPlayerChange: (player: RegisteredPlayer) => void;
  notifications: DeviceNotifications;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [sessionDeleted, setSessionDeleted] = useState(false);
  // docs/product.md#team-presence: what the teammates say they are on, heard on the stream.
  const [heard] = useState(() => new HeardPresence());
  useEffect(() => () => heard.dispose(), [heard]);
  const live = usePlayerLive(player, () => setSessionDeleted(true), heard.hear);
  const game = useGame(player, live.status === 'open');
  const { state, refresh } = game;
  const inbox = useMessages(player);
  const gameView = useGameView();
  const reader = useDocumentReader(player, state, gameView, refresh);
  const { announcement, announceOpened } = useLockOpenedFocus();
  const dialogs = useGameDialogs();
  useDocumentTitle(t('game.folders'), state?.title, t('app.name'));

  // docs/product.md#push-notifications: the notifications of this device stop with the player's game.
  // A notice to say there (docs/product.md#error-snackbar) goes with the navigation: the
  // registration dialog is modal, and says it itself.
  const sendBack = useStableCallback((notice?: RegisterNotice) => {
    void notifications.stop(player).catch(() => undefined);
    clearPlayer();
    void navigate(paths.register, { replace: true, state: notice && { notice } });
  });
  const leave = useStableCallback(() => sendBack());
  usePlayerCheck(player, live.status, sessionDeleted, sendBack);
  const changeLanguage = useLanguageChange(player, onPlayerChange);

  const shown = state?.folders ?? game.storedFolders;
  const actions = useGameActions(player, shown, refresh, announceOpened);
  const folders = useMemo(() => withWaits(shown, actions.waits), [shown, actions.waits]);
  // The header and the board are memoized: what they are handed keeps its identity, so that
  // a tap that opens a document or sends an answer, a dialog opening or a message coming in,
  // draw only what changed (docs/decisions/0023-what-a-tap-draws.md).
  const openDocument = useStableCallback((id: string) => void reader.open(id));
  const { open } = dialogs;
  const openInbox = useCallback(() => open('inbox'), [open]);
  const openNotes = useCallback(() => open('notes'), [open]);
  const openBriefing = useCallback(() => open('briefing'), [open]);
  const openLeave = useCallback(() => open('leave'), [open]);
  const onLanguage = useStableCallback((lang: Language) => void changeLanguage(lang));

  // The clock reached zero here: the server says what that means now.
  useCountdownEnd(state?.clock, () => void refresh());

  // docs/product.md#case-editor: raw HTML for an installed case only; a game master's is sanitised.
  const rawHtml = state?.rawHtml ?? false;
  const caseHtml = useMemo(() => ({ raw: rawHtml }), [rawHtml]);

  return (
    <Backstage>
      <CaseHtmlContext.Provider value={caseHtml}>
        <SkipLink />
        {/* docs/product.md#team-board: every part of a team's game may pin to its board. */}
        <TeamBoardProvider player={player} teamId={state?.team?.id}>
          <GameHeader
            player={player}
            notificationSwitch={notifications.Switch}
            state={state}
            unread={inbox.unread.length}
            onOpenInbox={openInbox}
            onOpenNotes={openNotes}
            onOpenBriefing={openBriefing}
            onLanguage={onLanguage}
            onLeave={openLeave}
          />
          <TeamPresenceProvider player={player} teamId={state?.team?.id} heard={heard}>
            <GameBoard
              player={player}
              game={game}
              folders={folders}
              expanded={gameView.view.expanded}
              onToggleFolder={gameView.toggleFolder}
              onOpenDocument={openDocument}
              actions={actions}
              announcement={announcement}
            />
            <GameDialogs
              player={player}
              dialogs={dialogs}
              reader={reader}
              inbox={inbox}
              sessionDeleted={sessionDeleted}
              teamId={state?.team?.id}
              onLeave={leave}
            />
          </TeamPresenceProvider>
        </TeamBoardProvider>
      </CaseHtmlContext.Provider>
    </Backstage>
  );
}
