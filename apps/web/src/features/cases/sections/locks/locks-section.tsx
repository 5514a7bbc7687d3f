import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LockKind } from '@coulisses/shared/scenario/scenario.schema';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { fieldId } from '../../editor/case-fields';
import { AddLockButton } from './add-lock-button';
import { addLock, moveLock, removeLock } from './lock-model';
import { LockPanel } from './lock-panel';
import { lockField } from './use-lock';

/**
 * Every lock of the case (docs/product.md "## Locks", content/README.md `locks[]`), each a
 * part that opens on its fields: added by kind, moved, removed after asking. Which parts are
 * open is kept by lock id, so that a lock renamed or moved stays open.
 */
export function LocksSection() {
  const { t } = useTranslation();
  const { editor } = useCaseEditorContext();
  const locks = editor.objects.scenario.locks;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [removing, setRemoving] = useState<number>();
  // The element to focus once the change is drawn: a lock's heading after a move, a new lock's id.
  const [focusTarget, setFocusTarget] = useState<string>();

  useEffect(() => {
    if (focusTarget === undefined) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(undefined);
  }, [focusTarget]);

  const toggle = useCallback((id: string, open: boolean) => {
    setExpanded((current) => {
      if (current.has(id) === open) return current;
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const renamed = useCallback((from: string, to: string) => {
    setExpanded((current) =>
      current.has(from) ? new Set([...current].map((id) => (id === from ? to : id))) : current,
    );
  }, []);

  const add = (kind: LockKind) => {
    let id = '';
    editor.edit((objects) => {
      id = addLock(objects, kind).id;
    });
    toggle(id, true);
    setFocusTarget(fieldId('scenario.json', lockField(locks.length, 'id')));
  };

  const move = (index: number, delta: -1 | 1) => {
    editor.edit((objects) => moveLock(objects, index, delta));
    setFocusTarget(fieldId('scenario.json', lockField(index + delta)));
  };

  const removed = removing === undefined ? undefined : locks[removing];

  return (
    <Box
      component="section"
      aria-labelledby={fieldId('scenario.json', 'locks')}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box>
        <Typography id={fieldId('scenario.json', 'locks')} tabIndex={-1} component="h2" variant="h5">
          {t('cases.locks.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('cases.locks.intro')}
        </Typography>
      </Box>
      {locks.length === 0 && <Typography>{t('cases.locks.none')}</Typography>}
      <Box>
        {locks.map((lock, index) => (
          <LockPanel
            // By position: a rename or a move must not redraw the fields being typed in.
            key={index}
            index={index}
            expanded={expanded.has(lock.id)}
            onToggle={toggle}
            onRenamed={renamed}
            onMove={move}
            onRemove={setRemoving}
          />
        ))}
      </Box>
      <AddLockButton onAdd={add} />
      {removed && removing !== undefined && (
        <ConfirmDialog
          title={t('cases.locks.remove.title')}
          confirmLabel={t('cases.locks.remove.confirm')}
          onCancel={() => setRemoving(undefined)}
          onConfirm={async () => {
            editor.edit((objects) => removeLock(objects, removing));
            setRemoving(undefined);
            setFocusTarget(fieldId('scenario.json', 'locks'));
          }}
        >
          {t('cases.locks.remove.text', { id: removed.id })}
        </ConfirmDialog>
      )}
    </Box>
  );
}
