import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { HTTPError } from 'ky';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Language } from '@coulisses/shared/languages';
import { formatJoinCode } from '@coulisses/shared/session/join-code';
import { paths } from '../../../lib/paths';
import { Backstage } from '../../../components/backstage';
import { LanguageSelect } from '../../../components/language-select';
import { Logo } from '../../../components/logo';
import { useSnackbar } from '../../../lib/snackbar';
import { clearPlayer, getCurrentPlayer, updateCurrentPlayer } from '../../../lib/storage';
import { changeOwnLanguage, getOwnPlayer } from '../api/player';

/**
 * The game area at the root route (spec §2), for a registered player only. FOLDERS is
 * empty at registration (spec §3); the case's folders arrive with the game issue.
 */
export function GameScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showError } = useSnackbar();
  const [player, setPlayer] = useState(getCurrentPlayer);

  const leave = () => {
    clearPlayer();
    void navigate(paths.register, { replace: true });
  };

  useEffect(() => {
    if (!player) return;
    getOwnPlayer(player).catch((error: unknown) => {
      // The player was removed or the token no longer matches: register again.
      if (error instanceof HTTPError && [401, 403, 404].includes(error.response.status)) {
        showError(t('game.playerGone'));
        leave();
      }
    });
    // Checked once per visit of the game screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const changeLanguage = async (lang: Language) => {
    if (!player) return;
    try {
      const saved = await changeOwnLanguage(player, lang);
      const next = { ...player, lang: saved.lang };
      updateCurrentPlayer(next);
      setPlayer(next);
    } catch {
      showError(t('game.languageNotSaved'));
    }
  };

  if (!player) return null;
  return (
    <Backstage>
      <AppBar
        position="sticky"
        color="transparent"
        elevation={0}
        sx={{ backdropFilter: 'blur(8px)', bgcolor: 'rgba(20, 9, 11, 0.7)' }}
      >
        <Toolbar sx={{ gap: 1.5, flexWrap: 'wrap', py: 1 }}>
          <Logo size={36} title={t('app.name')} />
          <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
            {t('app.name')}
          </Typography>
          <Chip
            color="secondary"
            variant="outlined"
            label={t('game.sessionCode', { code: formatJoinCode(player.sessionId) })}
          />
          <LanguageSelect onChange={(lang) => void changeLanguage(lang)} />
          <Button color="inherit" onClick={leave}>
            {t('game.leave')}
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: 4 }}>
        <Typography variant="h3" component="h1" gutterBottom>
          {t('game.title')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('game.welcome', { mail: player.mail })}</Typography>
        <Paper
          component="section"
          aria-labelledby="folders-title"
          sx={{ p: 3, bgcolor: 'rgba(31, 16, 19, 0.85)' }}
        >
          <Typography id="folders-title" variant="h5" component="h2" gutterBottom>
            {t('game.folders')}
          </Typography>
          <Typography color="text.secondary" data-testid="folders-empty">
            {t('game.noFolders')}
          </Typography>
        </Paper>
      </Container>
    </Backstage>
  );
}
