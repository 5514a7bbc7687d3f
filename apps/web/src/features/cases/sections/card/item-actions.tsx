import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { EditorIcon } from './editor-icons';

/**
 * Move up, move down and remove for one item of a list, each named with the item (`name`), so
 * that a screen reader's list of buttons says which one each moves.
 */
export function ItemActions({
  name,
  index,
  count,
  minimum = 0,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  /** The fewest items the list keeps: at that count, remove is disabled. */
  minimum?: number;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { editor } = useCaseEditorContext();
  const locked = editor.installed;
  const buttons = [
    { kind: 'up', label: t('cases.card.item.up', { name }), off: index === 0, run: () => onMove(-1) },
    {
      kind: 'down',
      label: t('cases.card.item.down', { name }),
      off: index === count - 1,
      run: () => onMove(1),
    },
    { kind: 'remove', label: t('cases.card.item.remove', { name }), off: count <= minimum, run: onRemove },
  ] as const;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
      {buttons.map((button) => (
        <IconButton
          key={button.kind}
          aria-label={button.label}
          title={button.label}
          onClick={button.run}
          disabled={locked || button.off}
          color={button.kind === 'remove' ? 'error' : 'default'}
        >
          <EditorIcon kind={button.kind} />
        </IconButton>
      ))}
    </Stack>
  );
}
