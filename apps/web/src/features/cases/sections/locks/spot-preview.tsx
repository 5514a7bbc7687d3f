import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { imageIn } from '@coulisses/shared/scenario/case-images';
import type { SpotRegion } from '@coulisses/shared/scenario/scenario.schema';
import { imageDataUri } from '../../editor/image-data';
import { useKindLock } from './use-lock';

interface Drag {
  position: number;
  startX: number;
  startY: number;
  dx: number;
  dy: number;
}

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
const half = (value: number) => Math.round(value * 2) / 2;

/**
 * A spot lock's image in the case's own language with its regions drawn over it, numbered
 * and named as the region fields are (docs/product.md "## Locks", spot). A region can be
 * dragged with a pointer to move it; its numbers, below, stay the way to set it by keyboard.
 */
export function SpotPreview({ index }: { index: number }) {
  const { t } = useTranslation();
  const { lock, edit, editor } = useKindLock(index, 'spot');
  const frame = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Drag>();
  if (!lock) return null;
  const { scenario, texts } = editor.objects;
  const language = scenario.languages[0] ?? 'fr';
  const source = lock.image ? imageDataUri(imageIn(lock.image, language), editor.files) : undefined;
  const names = texts[language]?.locks[lock.id]?.regions;

  const moved = (region: SpotRegion, position: number) => {
    if (drag?.position !== position) return region;
    return {
      ...region,
      x: half(clamp(region.x + drag.dx, 100 - region.width)),
      y: half(clamp(region.y + drag.dy, 100 - region.height)),
    };
  };
  const percent = (event: PointerEvent) => {
    const box = frame.current?.getBoundingClientRect();
    return box && box.width > 0 && box.height > 0
      ? {
          x: ((event.clientX - box.left) / box.width) * 100,
          y: ((event.clientY - box.top) / box.height) * 100,
        }
      : { x: 0, y: 0 };
  };

  if (!source)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('cases.locks.spot.noPreview')}
      </Typography>
    );
  return (
    <Box
      ref={frame}
      sx={{ position: 'relative', width: '100%', maxWidth: 720, touchAction: drag ? 'none' : undefined }}
    >
      <Box
        component="img"
        src={source}
        alt={t('cases.locks.spot.preview')}
        sx={{ display: 'block', width: '100%', height: 'auto' }}
      />
      {lock.regions.map((original, position) => {
        const region = moved(original, position);
        const name = names?.[region.id]?.trim() || region.id;
        return (
          <Box
            key={`${position}`}
            aria-hidden="true"
            title={name}
            onPointerDown={(event) => {
              if (editor.installed) return;
              event.currentTarget.setPointerCapture(event.pointerId);
              const at = percent(event);
              setDrag({ position, startX: at.x, startY: at.y, dx: 0, dy: 0 });
            }}
            onPointerMove={(event) => {
              if (drag?.position !== position) return;
              const at = percent(event);
              setDrag({ ...drag, dx: at.x - drag.startX, dy: at.y - drag.startY });
            }}
            onPointerUp={() => {
              if (drag?.position !== position) return;
              setDrag(undefined);
              if (drag.dx === 0 && drag.dy === 0) return;
              edit((target) => {
                const found = target.regions[position];
                if (found) Object.assign(found, { x: region.x, y: region.y });
              });
            }}
            onPointerCancel={() => setDrag(undefined)}
            sx={{
              position: 'absolute',
              left: `${region.x}%`,
              top: `${region.y}%`,
              width: `${region.width}%`,
              height: `${region.height}%`,
              border: 2,
              borderStyle: 'dashed',
              borderColor: 'warning.dark',
              bgcolor: 'rgba(255, 193, 7, 0.25)',
              cursor: editor.installed ? 'default' : 'move',
              overflow: 'hidden',
            }}
          >
            <Typography
              component="span"
              variant="caption"
              sx={{ bgcolor: 'background.paper', px: 0.5, fontWeight: 700, whiteSpace: 'nowrap' }}
            >
              {`${position + 1}. ${name}`}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
