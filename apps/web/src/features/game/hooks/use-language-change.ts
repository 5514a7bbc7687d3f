import type { Language } from '@coulisses/shared/languages';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../../../lib/language-memory';
import { useSnackbar } from '../../../lib/snackbar';
import { updateCurrentPlayer } from '../../../lib/storage';
import { useChangeLanguageMutation } from '../api/player';

/**
 * The player's change of language, saved on the server. Kept on this device at once, so
 * that a reload right after the change already shows it; put back if the server refuses
 * it. `onSaved` gets the player in the new language (the game is then asked in it).
 */
export function useLanguageChange(player: RegisteredPlayer, onSaved: (player: RegisteredPlayer) => void) {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  const { mutateAsync } = useChangeLanguageMutation(player);

  return async (lang: Language) => {
    const previous = player;
    updateCurrentPlayer({ ...player, lang });
    try {
      const saved = await mutateAsync(lang);
      const next = { ...player, lang: saved.lang };
      updateCurrentPlayer(next);
      onSaved(next);
    } catch (error) {
      // Cut off by leaving the page (a reload): the change stands; the server has it.
      if (error instanceof Error && error.name === 'AbortError') return;
      updateCurrentPlayer(previous);
      chooseLanguage(previous.lang);
      showError(t('game.languageNotSaved'));
    }
  };
}
