import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { LocalisedTextField } from '../../editor/localised-text-field';
import { IdField } from '../../editor/id-field';
import { EditorIcon } from '../../editor/editor-icons';
import { addItem, itemIds, moveItem, removeItem, renameItem, type ItemList } from './lock-items';
import { ProblemAnchor } from './problem-anchor';
import { lockField } from './use-lock';

interface ItemListEditorProps {
  index: number;
  list: ItemList;
  min: number;
  max: number;
  /** Whether the list's order matters (an order lock's items): each item then moves up and down. */
  ordered?: boolean;
  /** What else an item holds (a region's rectangle), under its words. */
  extra?: (id: string, position: number) => ReactNode;
}

/**
 * The ids of one of a lock's lists — choices, items, a match lock's left or right list, a
 * spot lock's regions — each with its words in every language (content/README.md). An id is
 * renamed everywhere it is named (the answer, every language's texts) in one edit.
 */
export function ItemListEditor({ index, list, min, max, ordered = false, extra }: ItemListEditorProps) {
  const { t } = useTranslation();
  const { editor } = useCaseEditorContext();
  const { scenario, texts } = editor.objects;
  const lock = scenario.locks[index];
  if (!lock) return null;
  const ids = itemIds(lock, list);
  const own = texts[scenario.languages[0] ?? 'fr']?.locks[lock.id]?.[list];
  const words = (id: string) => own?.[id]?.trim() || id;
  const itemField = (position: number) =>
    lockField(index, list === 'regions' ? `regions.${position}.id` : `${list}.${position}`);
  return (
    <ProblemAnchor field={lockField(index, list)} textsField={`locks.${lock.id}.${list}`}>
      <Box component="section" sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Typography component="h5" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t(`cases.locks.lists.${list}.heading`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`cases.locks.lists.${list}.help`, { min, max })}
          </Typography>
        </Box>
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
          {ids.map((id, position) => (
            <Box
              component="li"
              key={`${position}`}
              sx={{
                display: 'grid',
                gap: 1.5,
                p: { xs: 1.5, sm: 2 },
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            >
              <ProblemAnchor field={list === 'regions' ? lockField(index, `regions.${position}`) : undefined}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <Typography component="h6" variant="subtitle2" sx={{ flexGrow: 1 }}>
                    {t(`cases.locks.lists.${list}.one`, { number: position + 1 })}
                  </Typography>
                  {ordered && (
                    <>
                      <IconButton
                        aria-label={t('cases.locks.lists.moveUp', { name: words(id) })}
                        onClick={() => editor.edit((objects) => moveItem(objects, index, list, position, -1))}
                        disabled={editor.installed || position === 0}
                      >
                        <EditorIcon kind="up" />
                      </IconButton>
                      <IconButton
                        aria-label={t('cases.locks.lists.moveDown', { name: words(id) })}
                        onClick={() => editor.edit((objects) => moveItem(objects, index, list, position, 1))}
                        disabled={editor.installed || position === ids.length - 1}
                      >
                        <EditorIcon kind="down" />
                      </IconButton>
                    </>
                  )}
                  <IconButton
                    aria-label={t('cases.locks.lists.remove', { name: words(id) })}
                    onClick={() => editor.edit((objects) => removeItem(objects, index, list, id))}
                    disabled={editor.installed || ids.length <= min}
                  >
                    <EditorIcon kind="remove" />
                  </IconButton>
                </Box>
              </ProblemAnchor>
              <IdField
                key={id}
                label={t('cases.locks.lists.id')}
                value={id}
                taken={ids.filter((_, other) => other !== position)}
                field={itemField(position)}
                onRename={(to) => editor.edit((objects) => renameItem(objects, index, list, id, to))}
              />
              <LocalisedTextField
                label={t(`cases.locks.lists.${list}.words`)}
                path={['locks', lock.id, list, id]}
              />
              {extra?.(id, position)}
            </Box>
          ))}
        </Box>
        <Button
          startIcon={<EditorIcon kind="add" />}
          onClick={() => editor.edit((objects) => addItem(objects, index, list))}
          disabled={editor.installed || ids.length >= max}
          sx={{ justifySelf: 'start' }}
        >
          {t(`cases.locks.lists.${list}.add`)}
        </Button>
      </Box>
    </ProblemAnchor>
  );
}
