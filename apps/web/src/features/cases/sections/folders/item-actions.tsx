import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { PartIcon } from './part-icons';

/** Move up, move down and remove, for an item of a list; each button names the item. */
export function ItemActions({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  /** The item as the author reads it, in each button's label: "Move “ledger” up". */
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { editor } = useCaseEditorContext();
  const actions = [
    {
      kind: 'up',
      label: t('cases.folders.moveUp', { name }),
      disabled: index === 0,
      run: () => onMove(index - 1),
    },
    {
      kind: 'down',
      label: t('cases.folders.moveDown', { name }),
      disabled: index === count - 1,
      run: () => onMove(index + 1),
    },
    { kind: 'remove', label: t('cases.folders.remove', { name }), disabled: false, run: onRemove },
  ] as const;
  return (
    <Stack direction="row" spacing={0.5}>
      {actions.map((action) => (
        <Tooltip key={action.kind} title={action.label}>
          <span>
            <IconButton
              aria-label={action.label}
              onClick={action.run}
              disabled={editor.installed || action.disabled}
              color={action.kind === 'remove' ? 'error' : 'default'}
            >
              <PartIcon kind={action.kind} fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ))}
    </Stack>
  );
}

/** The list with the item at `from` moved to `to`. */
export function moved<T>(list: T[], from: number, to: number): void {
  const [item] = list.splice(from, 1);
  if (item !== undefined) list.splice(to, 0, item);
}
