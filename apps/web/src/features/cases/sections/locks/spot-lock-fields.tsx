import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SPOT_GRID, SPOT_REGIONS } from '@coulisses/shared/scenario/scenario.schema';
import { SPOT_TOLERANCE } from '@coulisses/shared/game/lock-judge';
import { useFieldState } from '../../editor/case-fields';
import { LocalisedTextField } from '../../editor/localised-text-field';
import { NumberField } from '../../editor/number-field';
import { AnswerBox } from './answer-box';
import { ItemListEditor } from './item-list-editor';
import { ProblemAnchor } from './problem-anchor';
import { SpotPreview } from './spot-preview';
import { SpotRegionFields } from './spot-region-fields';
import { spotImageOptions } from './spot-images';
import { lockField, useKindLock } from './use-lock';

/**
 * A spot lock (content/README.md `spot`): its image (one of the case's, `{lang}` for one per
 * language) with its title and description, the tolerance, the grid a player without a tap
 * marks by, and the places to mark, drawn over the image.
 */
export function SpotLockFields({ index }: { index: number }) {
  const { t } = useTranslation();
  const { lock, edit, editor } = useKindLock(index, 'spot');
  const imageState = useFieldState('scenario.json', lockField(index, 'image'));
  if (!lock) return null;
  const options = spotImageOptions(editor.files, editor.objects.scenario.languages);
  const id = lock.id;
  const setGrid = (key: 'columns' | 'rows', value: number | undefined) =>
    edit((target) => {
      if (value === undefined) delete target.grid;
      else target.grid = { ...(target.grid ?? SPOT_GRID), [key]: Math.round(value) };
    });
  return (
    <>
      <TextField
        {...imageState}
        select
        label={t('cases.locks.spot.image')}
        value={lock.image}
        onChange={(event) =>
          edit((target) => {
            target.image = event.target.value;
          })
        }
        helperText={
          imageState.helperText ??
          (options.length === 0 ? t('cases.locks.spot.noImage') : t('cases.locks.spot.imageHelp'))
        }
        disabled={editor.installed}
        fullWidth
      >
        {!options.includes(lock.image) && (
          <MenuItem value={lock.image}>
            <em>{lock.image || t('cases.locks.spot.chooseImage')}</em>
          </MenuItem>
        )}
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      <ProblemAnchor textsField={`locks.${id}.image`}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <LocalisedTextField
            label={t('cases.locks.spot.imageTitle')}
            path={['locks', id, 'image', 'title']}
            maxLength={120}
          />
          <LocalisedTextField
            label={t('cases.locks.spot.imageDescription')}
            path={['locks', id, 'image', 'description']}
            multiline
          />
        </Box>
      </ProblemAnchor>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}
      >
        <NumberField
          label={t('cases.locks.spot.tolerance')}
          value={lock.tolerance}
          optional
          min={0}
          max={10}
          step={0.5}
          field={lockField(index, 'tolerance')}
          helper={t('cases.locks.spot.toleranceHelp', { value: SPOT_TOLERANCE })}
          onChange={(value) =>
            edit((target) => {
              if (value === undefined) delete target.tolerance;
              else target.tolerance = value;
            })
          }
        />
        <NumberField
          label={t('cases.locks.spot.columns')}
          value={lock.grid?.columns}
          optional
          min={2}
          max={12}
          step={1}
          field={lockField(index, 'grid.columns')}
          helper={t('cases.locks.spot.gridHelp', { columns: SPOT_GRID.columns, rows: SPOT_GRID.rows })}
          onChange={(value) => setGrid('columns', value)}
        />
        <NumberField
          label={t('cases.locks.spot.rows')}
          value={lock.grid?.rows}
          optional
          min={2}
          max={12}
          step={1}
          field={lockField(index, 'grid.rows')}
          onChange={(value) => setGrid('rows', value)}
        />
      </Box>
      <AnswerBox note={t('cases.locks.spot.note')}>
        <SpotPreview index={index} />
        <ItemListEditor
          index={index}
          list="regions"
          min={SPOT_REGIONS.min}
          max={SPOT_REGIONS.max}
          extra={(_, position) => <SpotRegionFields index={index} position={position} />}
        />
      </AnswerBox>
    </>
  );
}
