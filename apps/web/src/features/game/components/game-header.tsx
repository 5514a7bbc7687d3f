import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { memo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameState } from '@coulisses/shared/game/game.schema';
import type { Language } from '@coulisses/shared/languages';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { LanguageSelect } from '../../../components/language-select';
import { Logo } from '../../../components/logo';
import { OfflineBanner } from '../../../components/offline-banner';
import { GameClock } from './game-clock';
import { GameMenu } from './game-menu';
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

/** The bar over the game: the case's title, the clock, the messages, the notepad and the menu. */
export const GameHeader = memo(function GameHeader({
  player,
  notificationSwitch: NotificationSwitch,
  state,
  unread,
  ...on
}: GameHeaderProps) {
  const { t } = useTranslation();
  return (
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
        <NotificationSwitch player={player} />
        <MessagesButton unread={unread} onClick={on.onOpenInbox} />
        {state && state.status !== 'waiting' && <GameClock clock={state.clock} />}
      </Toolbar>
      <Toolbar variant="dense" sx={{ gap: 1, flexWrap: 'wrap', pb: 1 }}>
        <Button variant="outlined" size="small" onClick={on.onOpenNotes}>
          {t('game.notes.open')}
        </Button>
        <Button variant="outlined" size="small" onClick={on.onOpenBriefing}>
          {t('game.briefing.open')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSelect onChange={on.onLanguage} />
        <GameMenu onLeave={on.onLeave} />
      </Toolbar>
      <OfflineBanner />
    </AppBar>
  );
});
