import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../editor/number-field';
import { lockField, useKindLock } from './use-lock';

const KEYS = ['x', 'y', 'width', 'height'] as const;

/** A spot lock's region as numbers (content/README.md: percent of the image from its top left corner). */
export function SpotRegionFields({ index, position }: { index: number; position: number }) {
  const { t } = useTranslation();
  const { lock, edit } = useKindLock(index, 'spot');
  const region = lock?.regions[position];
  if (!region) return null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {KEYS.map((key) => (
        <NumberField
          key={key}
          label={t(`cases.locks.spot.${key}`)}
          value={region[key]}
          min={0}
          max={100}
          step={0.5}
          field={lockField(index, `regions.${position}.${key}`)}
          onChange={(value) =>
            edit((target) => {
              const found = target.regions[position];
              if (found && value !== undefined) found[key] = value;
            })
          }
        />
      ))}
    </Box>
  );
}
