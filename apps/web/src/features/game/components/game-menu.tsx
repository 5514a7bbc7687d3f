import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import SvgIcon from '@mui/material/SvgIcon';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@coulisses/shared/languages';
import { chooseLanguage } from '../../../lib/language-memory';
import { useCurrentLanguage } from '../../../lib/i18n';

/** Material's "more vert". */
const MORE =
  'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2';

export const GAME_MENU_BUTTON_ID = 'game-menu-button';

/** Material's "check", beside the language in use. */
const CHECK = 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z';

/**
 * What a player rarely does, out of the game bar's reach of a stray tap, so that a phone's
 * bar keeps two rows (docs/product.md#game-screen): the language of the game, each
 * named in its own, and leaving the game. Leaving takes the menu, then its item, then a
 * confirmation. The item closes the menu and opens
 * the confirmation at once: the menu gives the focus back to its button as it closes, before
 * the dialog's content mounts and takes it, and the dialog hands it back to that button when
 * it closes (game-dialogs.tsx).
 */
export function GameMenu({
  onLeave,
  onLanguage,
}: {
  onLeave: () => void;
  onLanguage: (lang: Language) => void;
}) {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  const menuId = useId();
  const languagesId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        id={GAME_MENU_BUTTON_ID}
        color="inherit"
        aria-label={t('game.menu')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <SvgIcon aria-hidden="true">
          <path d={MORE} />
        </SvgIcon>
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        <ListSubheader id={languagesId} sx={{ bgcolor: 'transparent', lineHeight: 2.5 }}>
          {t('register.lang')}
        </ListSubheader>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            role="menuitemradio"
            aria-checked={language === current}
            aria-describedby={languagesId}
            lang={language === 'gr' ? 'el' : language}
            selected={language === current}
            onClick={() => {
              close();
              if (language === current) return;
              chooseLanguage(language);
              onLanguage(language);
            }}
          >
            <SvgIcon
              aria-hidden="true"
              fontSize="small"
              sx={{ mr: 1.5, visibility: language === current ? 'visible' : 'hidden' }}
            >
              <path d={CHECK} />
            </SvgIcon>
            {t(`languages.${language}`)}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            onLeave();
          }}
        >
          {t('game.leave')}
        </MenuItem>
      </Menu>
    </>
  );
}
