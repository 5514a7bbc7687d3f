import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { MATCH_PAIRS } from '@coulisses/shared/scenario/scenario.schema';
import { useFieldState } from '../../editor/case-fields';
import { LocalisedTextField } from '../../editor/localised-text-field';
import { AnswerBox } from './answer-box';
import { ItemListEditor } from './item-list-editor';
import { ProblemAnchor } from './problem-anchor';
import { lockField, useKindLock } from './use-lock';

/**
 * A match lock (content/README.md `match`): two lists of as many items (2 to 8), each
 * headed in every language, and the pairing that is its answer.
 */
export function MatchLockFields({ index }: { index: number }) {
  const { t } = useTranslation();
  const { lock, editor } = useKindLock(index, 'match');
  if (!lock) return null;
  const id = lock.id;
  return (
    <>
      <ProblemAnchor textsField={`locks.${id}.columns`}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <LocalisedTextField
            label={t('cases.locks.match.leftHeading')}
            path={['locks', id, 'columns', 'left']}
            maxLength={120}
          />
          <LocalisedTextField
            label={t('cases.locks.match.rightHeading')}
            path={['locks', id, 'columns', 'right']}
            maxLength={120}
          />
        </Box>
      </ProblemAnchor>
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <ItemListEditor index={index} list="left" min={MATCH_PAIRS.min} max={MATCH_PAIRS.max} />
        <ItemListEditor index={index} list="right" min={MATCH_PAIRS.min} max={MATCH_PAIRS.max} />
      </Box>
      <AnswerBox note={t('cases.locks.match.note')}>
        <ProblemAnchor field={lockField(index, 'answer')}>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {lock.left.map((left) => (
              <PairField key={left} index={index} left={left} disabled={editor.installed} />
            ))}
          </Box>
        </ProblemAnchor>
      </AnswerBox>
    </>
  );
}

function PairField({ index, left, disabled }: { index: number; left: string; disabled: boolean }) {
  const { t } = useTranslation();
  const { lock, edit, editor } = useKindLock(index, 'match');
  const state = useFieldState('scenario.json', lockField(index, `answer.${left}`));
  if (!lock) return null;
  const { scenario, texts } = editor.objects;
  const own = texts[scenario.languages[0] ?? 'fr']?.locks[lock.id];
  const value = lock.answer[left] ?? '';
  return (
    <TextField
      {...state}
      select
      label={t('cases.locks.match.pair', { item: own?.left?.[left]?.trim() || left })}
      value={lock.right.includes(value) || value === '' ? value : ''}
      onChange={(event) =>
        edit((target) => {
          if (event.target.value === '') delete target.answer[left];
          else target.answer[left] = event.target.value;
        })
      }
      disabled={disabled}
      fullWidth
    >
      <MenuItem value="">
        <em>{t('cases.locks.match.none')}</em>
      </MenuItem>
      {lock.right.map((right) => (
        <MenuItem key={right} value={right}>
          {own?.right?.[right]?.trim() || right}
        </MenuItem>
      ))}
    </TextField>
  );
}
