import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChoiceAfterClose } from '../../../hooks/use-choice-after-close';
import { AdminIcon } from './admin-icons';

export type CaseMenuAction = 'copy' | 'export' | 'share' | 'delete';

const LABELS: Record<CaseMenuAction, string> = {
  copy: 'admin.scenarios.copy',
  export: 'admin.scenarios.export',
  share: 'admin.scenarios.share',
  delete: 'admin.scenarios.delete',
};

/**
 * The less frequent actions of a case's card (docs/product.md#case-library), behind one
 * button named after the case, so that a card stays readable on a phone. As in a session's
 * row (session-actions-menu.tsx), a choice runs once the menu has closed and given the focus
 * back to its button, so that a dialog it opens returns the focus there too.
 */
export function CaseActionsMenu({
  title,
  actions,
  onAction,
}: {
  title: string;
  /** Those the admin may take, in the menu's order. */
  actions: readonly CaseMenuAction[];
  onAction: (action: CaseMenuAction) => void;
}) {
  const { t } = useTranslation();
  const buttonId = useId();
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { choose, onExited } = useChoiceAfterClose(() => setOpen(false), onAction);
  if (actions.length === 0) return null;

  return (
    <>
      <IconButton
        ref={button}
        id={buttonId}
        aria-label={t('admin.scenarios.moreActions', { title })}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        sx={{ ml: 'auto' }}
      >
        <AdminIcon kind="more" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={button.current}
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ transition: { onExited }, list: { 'aria-labelledby': buttonId } }}
      >
        {actions.map((action) => (
          <MenuItem key={action} onClick={() => choose(action)}>
            <ListItemText>{t(LABELS[action])}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
