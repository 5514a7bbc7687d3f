import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useCaseEditorContext } from './case-editor-context';
import { EditorIcon } from './editor-icons';

/**
 * The buttons' words: a folder or a document is removed with its files ("Supprimer"), an
 * item of the card, the people or the accusation taken out of its list ("Retirer").
 */
const WORDS = {
  item: { up: 'cases.card.item.up', down: 'cases.card.item.down', remove: 'cases.card.item.remove' },
  file: { up: 'cases.folders.moveUp', down: 'cases.folders.moveDown', remove: 'cases.folders.remove' },
} as const;

/**
 * Move up, move down and remove for one item of a list, each named with the item (`name`), so
 * that a screen reader's list of buttons says which one each moves.
 */
export function ItemActions({
  name,
  index,
  count,
  minimum = 0,
  words = 'item',
  onMove,
  onRemove,
}: {
  /** The item as the author reads it, in each button's label: "Move “ledger” up". */
  name: string;
  index: number;
  count: number;
  /** The fewest items the list keeps: at that count, remove is disabled. */
  minimum?: number;
  words?: keyof typeof WORDS;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { editor } = useCaseEditorContext();
  const locked = editor.installed;
  const keys = WORDS[words];
  const buttons = [
    { kind: 'up', label: t(keys.up, { name }), off: index === 0, run: () => onMove(-1) },
    { kind: 'down', label: t(keys.down, { name }), off: index === count - 1, run: () => onMove(1) },
    { kind: 'remove', label: t(keys.remove, { name }), off: count <= minimum, run: onRemove },
  ] as const;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
      {/* A tooltip says an icon's words on hover and on keyboard focus; the span holds it on a
          disabled button, which takes no pointer events. */}
      {buttons.map((button) => (
        <Tooltip key={button.kind} title={button.label}>
          <span>
            <IconButton
              aria-label={button.label}
              onClick={button.run}
              disabled={locked || button.off}
              color={button.kind === 'remove' ? 'error' : 'default'}
            >
              <EditorIcon kind={button.kind} />
            </IconButton>
          </span>
        </Tooltip>
      ))}
    </Stack>
  );
}
