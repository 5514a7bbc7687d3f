import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { NicknameForm } from '../../../components/nickname-form';
import { MAIN_CONTENT_ID } from '../../../components/skip-link';
import { useSetNicknameMutation } from '../api/player';

/** Where "not now" is remembered for this tab: asked once per visit, never insisted on. */
const SKIPPED_KEY = 'COULISSES_NICKNAME_LATER';
const skipped = (playerId: string) => sessionStorage.getItem(SKIPPED_KEY) === playerId;

/**
 * docs/product.md#nicknames: once the player is in, the game's first screen offers a
 * nickname for the leaderboards and the big screen — optional, and out of the way once
 * chosen or put off.
 */
export function NicknameCard({ player }: { player: RegisteredPlayer }) {
  const { t } = useTranslation();
  const titleId = useId();
  const setNickname = useSetNicknameMutation(player);
  const [hidden, setHidden] = useState(() => skipped(player.id));
  if (hidden) return null;

  // The card goes with the focused button: the focus moves on to the game itself.
  const leave = () => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    main?.setAttribute('tabindex', '-1');
    main?.focus();
  };
  const notNow = () => {
    sessionStorage.setItem(SKIPPED_KEY, player.id);
    setHidden(true);
    leave();
  };
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: 2, mb: 2 }} data-testid="nickname-card">
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        {t('game.nickname.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('game.nickname.text')}
      </Typography>
      <NicknameForm
        label={t('game.nickname.label')}
        submitLabel={t('game.nickname.save')}
        onSave={async (nickname) => {
          await setNickname.mutateAsync(nickname);
          leave();
        }}
        actions={
          <Button color="inherit" onClick={notNow}>
            {t('game.nickname.notNow')}
          </Button>
        }
      />
    </Paper>
  );
}
