import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCK_KINDS, type LockKind } from '@coulisses/shared/scenario/scenario.schema';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { EditorIcon } from '../../editor/editor-icons';

/** "Add a lock", then its kind (docs/product.md "## Locks"), each said with what a player does. */
export function AddLockButton({ onAdd }: { onAdd: (kind: LockKind) => void }) {
  const { t } = useTranslation();
  const { editor } = useCaseEditorContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<EditorIcon kind="add" />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={editor.installed}
        sx={{ justifySelf: 'start' }}
      >
        {t('cases.locks.add')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LOCK_KINDS.map((kind) => (
          <MenuItem
            key={kind}
            onClick={() => {
              setAnchor(null);
              onAdd(kind);
            }}
          >
            <ListItemText
              primary={t(`cases.locks.kinds.${kind}`)}
              secondary={t(`cases.locks.kindHelp.${kind}`)}
              slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 320 } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
