import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useChoiceAfterClose } from '../../../hooks/use-choice-after-close';
import type { Session } from '@coulisses/shared/session/session.schema';
import { adminJoinPath, adminSessionPath } from '../../../lib/paths';
import type { SessionAccess } from '../../../hooks/admin/use-session-access';
import { AdminIcon } from './admin-icons';

export type SessionMenuAction = 'copyLink' | 'edit' | 'share' | 'delete';

/**
 * The less frequent actions of a session's row. A chosen action runs once the menu has
 * closed and given the focus back to its button, so that a dialog it opens returns the
 * focus there too.
 */
export function SessionActionsMenu({
  session,
  access,
  onAction,
}: {
  session: Session;
  /** Editing and deleting are for those who run it; sharing, for its owner. */
  access: SessionAccess;
  onAction: (action: SessionMenuAction) => void;
}) {
  const { t } = useTranslation();
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { choose, onExited } = useChoiceAfterClose(() => setOpen(false), onAction);

  return (
    <>
      <IconButton
        ref={button}
        id={`session-actions-${session.id}`}
        aria-label={t('admin.sessions.moreActions', { name: session.name })}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <AdminIcon kind="more" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={button.current}
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          transition: { onExited },
          list: { 'aria-labelledby': `session-actions-${session.id}` },
        }}
      >
        <MenuItem component={RouterLink} to={adminSessionPath(session.id)}>
          <ListItemText>{t('admin.sessions.dashboard')}</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to={adminJoinPath(session.id)}>
          <ListItemText>{t('admin.sessions.joinScreen')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => choose('copyLink')}>
          <ListItemText>{t('admin.sessions.copyLink')}</ListItemText>
        </MenuItem>
        {access.canRun && (
          <MenuItem onClick={() => choose('edit')}>
            <ListItemText>{t('admin.sessions.edit')}</ListItemText>
          </MenuItem>
        )}
        {access.owns && (
          <MenuItem onClick={() => choose('share')}>
            <ListItemText>{t('admin.sessions.share')}</ListItemText>
          </MenuItem>
        )}
        {access.canRun && (
          <MenuItem onClick={() => choose('delete')}>
            <ListItemText>{t('admin.sessions.delete')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
