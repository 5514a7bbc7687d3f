import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameState } from '@coulisses/shared/game/game.schema';
import type { Language } from '@coulisses/shared/languages';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { Logo } from '../../../components/logo';
import { OfflineBanner } from '../../../components/offline-banner';
import { GameClock } from './game-clock';
import { GameMenu } from './game-menu';
import { TrialAnswers } from './trial-answers';
import { MessagesButton } from './messages-button';

interface GameHeaderProps {
  player: RegisteredPlayer;
  /** This device's notifications switch, handed in by the app (features do not import each other). */
  notificationSwitch: ComponentType<{ player: RegisteredPlayer }>;
  state: GameState | undefined;
  unread: number;
  onOpenInbox: () => void;
  onOpenNotes: () => void;
  onOpenBriefing: () => void;
  onLanguage: (lang: Language) => void;
  onLeave: () => void;
}

/**
 * The bar over the game, in two rows even on a 360-pixel phone (docs/product.md#game-screen):
 * the case's title, the clock and the messages; then the notepad, the briefing, this device's
 * notifications and the menu (the language, leaving). Its height is the page's
 * `--game-bar-height`, under which a message of the game master waits to be read.
 */
export const GameHeader = memo(function GameHeader({
  player,
  notificationSwitch: NotificationSwitch,
  state,
  unread,
  ...on
}: GameHeaderProps) {
  const { t } = useTranslation();
  const bar = useGameBarHeight();
  return (
    <AppBar
      ref={bar}
      position="sticky"
      color="transparent"
      elevation={0}
      sx={{ backdropFilter: 'blur(8px)', bgcolor: 'rgba(20, 9, 11, 0.85)' }}
    >
      <Toolbar sx={{ gap: 1, py: 0.5, px: { xs: 1, sm: 2 }, minHeight: { xs: 52 } }}>
        <Logo size={32} title={t('app.name')} />
        <Typography variant="h6" component="p" sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
          {state?.title ?? t('app.name')}
        </Typography>
        {state && state.status !== 'waiting' && <GameClock clock={state.clock} />}
        <MessagesButton unread={unread} onClick={on.onOpenInbox} />
      </Toolbar>
      <Toolbar variant="dense" sx={{ gap: 1, pb: 0.5, px: { xs: 1, sm: 2 } }}>
        <Button variant="outlined" size="small" onClick={on.onOpenNotes}>
          {t('game.notes.open')}
        </Button>
        <Button variant="outlined" size="small" onClick={on.onOpenBriefing}>
          {t('game.briefing.open')}
        </Button>
        {state?.trial && <TrialAnswers player={player} />}
        <Box sx={{ flexGrow: 1 }} />
        <NotificationSwitch player={player} />
        <GameMenu onLeave={on.onLeave} onLanguage={on.onLanguage} />
      </Toolbar>
      <OfflineBanner />
    </AppBar>
  );
});

/** Keeps the page's `--game-bar-height` at the bar's height, wrapped rows and offline notice included. */
function useGameBarHeight() {
  const observer = useRef<ResizeObserver | undefined>(undefined);
  return useCallback((bar: HTMLElement | null) => {
    observer.current?.disconnect();
    const root = document.documentElement.style;
    if (!bar) {
      root.removeProperty('--game-bar-height');
      return;
    }
    const measure = () => root.setProperty('--game-bar-height', `${bar.getBoundingClientRect().height}px`);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(measure);
    observer.current.observe(bar);
  }, []);
}
