import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import SvgIcon from '@mui/material/SvgIcon';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Material's "more vert". */
const MORE =
  'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2';

export const GAME_MENU_BUTTON_ID = 'game-menu-button';

/**
 * What a player rarely does, out of the game bar's reach of a stray tap: leaving the game
 * takes the menu, then its item, then a confirmation. The item closes the menu and opens
 * the confirmation at once: the menu gives the focus back to its button as it closes, before
 * the dialog's content mounts and takes it, and the dialog hands it back to that button when
 * it closes (game-dialogs.tsx).
 */
export function GameMenu({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation();
  const menuId = useId();
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
