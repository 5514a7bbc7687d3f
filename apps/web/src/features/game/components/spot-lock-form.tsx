import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArrangedAnswer, SpotMark } from '@coulisses/shared/game/arranged-answer';
import { useArrangedAttempt } from './arranged-attempt';
import { LockFrame, useRetryIn, type LockFormProps } from './lock-frame';

/** The lock's picture as the page has it: its address once there, or why it is not. */
export interface SpotImage {
  src: string | undefined;
  failed: boolean;
  retry: () => void;
}

/** A mark placed: where (percent of the image), its number on its pin, and when (to move the oldest). */
interface PlacedMark extends SpotMark {
  number: number;
  placed: number;
}

interface Cell {
  column: number;
  row: number;
}

const clamp = (value: number) => Math.min(100, Math.max(0, value));
/** A hundredth of a percent: finer than a finger, and than the regions' tolerance. */
const round = (value: number) => Math.round(value * 100) / 100;

/** A pin's head, its border aside (see Pin). */
const PIN = 28;
/** From the head's centre to its tip, the corner of a square of PIN and its 2 px border turned 45°. */
const TIP = ((PIN + 4) / 2) * Math.SQRT2;

/**
 * A spot lock (docs/product.md#locks): marks to place on the lock's image. A tap marks where it
 * fell, a tap on a mark removes it, and once every mark is placed a new tap moves the
 * oldest. Without a tap, the image is a grid of cells — one stop of the tab order, walked with
 * the arrow keys — and Enter or Space marks the centre of the cell, or removes its mark; what
 * was done is said aloud. Nothing here differs from one place of the image to another.
 */
export function SpotLockForm({
  lock,
  disabled,
  onAttempt,
  onHint,
  image,
}: LockFormProps<ArrangedAnswer> & { image: SpotImage }) {
  const { t } = useTranslation();
  const baseId = useId();
  const promptId = `${baseId}-prompt`;
  const howToId = `${baseId}-how-to`;
  const retryIn = useRetryIn(lock.retryAt);
  const attempt = useArrangedAttempt(lock, onAttempt);
  const spot = lock.spot ?? { marks: 1, grid: { columns: 8, rows: 6 }, title: '', description: '' };
  const { columns, rows } = spot.grid;
  const [marks, setMarks] = useState<PlacedMark[]>([]);
  const [active, setActive] = useState<Cell>({ column: 0, row: 0 });
  const [said, setSaid] = useState('');
  const placedCount = useRef(0);
  const blocked = disabled || retryIn > 0 || attempt.submitting;

  const cellId = ({ column, row }: Cell) => `${baseId}-cell-${column}-${row}`;
  const letters = t('game.lock.spotColumns');
  const cellName = ({ column, row }: Cell) => ({
    column: letters[column] ?? String(column + 1),
    row: row + 1,
  });
  const cellOf = ({ x, y }: SpotMark): Cell => ({
    column: Math.min(columns - 1, Math.floor((x / 100) * columns)),
    row: Math.min(rows - 1, Math.floor((y / 100) * rows)),
  });
  const markIn = (cell: Cell) =>
    marks.find((mark) => {
      const its = cellOf(mark);
      return its.column === cell.column && its.row === cell.row;
    });

  const place = (at: SpotMark) => {
    if (blocked) return;
    placedCount.current += 1;
    const placed = placedCount.current;
    const where = cellName(cellOf(at));
    attempt.touch();
    if (marks.length < spot.marks) {
      const taken = new Set(marks.map((mark) => mark.number));
      let number = 1;
      while (taken.has(number)) number += 1;
      setMarks([...marks, { ...at, number, placed }]);
      setSaid(t('game.lock.spotPlaced', { number, ...where }));
      return;
    }
    // Every mark is down: the oldest comes to the new place, keeping its number.
    const oldest = marks.reduce((first, mark) => (mark.placed < first.placed ? mark : first));
    setMarks(marks.map((mark) => (mark === oldest ? { ...at, number: mark.number, placed } : mark)));
    setSaid(t('game.lock.spotMoved', { number: oldest.number, ...where }));
  };

  const remove = (removed: PlacedMark) => {
    if (blocked) return;
    attempt.touch();
    setMarks(marks.filter((mark) => mark !== removed));
    setSaid(t('game.lock.spotRemoved', { number: removed.number, ...cellName(cellOf(removed)) }));
  };

  const clear = () => {
    if (blocked || marks.length === 0) return;
    setMarks([]);
    setSaid(t('game.lock.spotCleared'));
    // The button is about to be of no use: the grid is where the next mark is placed.
    document.getElementById(cellId(active))?.focus();
  };

  const centre = ({ column, row }: Cell): SpotMark => ({
    x: round(((column + 0.5) / columns) * 100),
    y: round(((row + 0.5) / rows) * 100),
  });

  /** Enter or Space, or a tap with no place of its own (a screen reader's): the cell's centre. */
  const markCell = (cell: Cell) => {
    const there = markIn(cell);
    if (there) remove(there);
    else place(centre(cell));
  };

  const tap = (event: MouseEvent<HTMLElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-column]');
    // A click a screen reader makes, or a key's, has no place: the cell it was on stands for it.
    if (event.detail === 0 && cell) {
      return markCell({ column: Number(cell.dataset.column), row: Number(cell.dataset.row) });
    }
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    place({
      x: round(clamp(((event.clientX - box.left) / box.width) * 100)),
      y: round(clamp(((event.clientY - box.top) / box.height) * 100)),
    });
  };

  const go = (cell: Cell) => {
    setActive(cell);
    document.getElementById(cellId(cell))?.focus();
  };

  const onKey = (event: KeyboardEvent<HTMLElement>) => {
    const { column, row } = active;
    const moves: Record<string, Cell> = {
      ArrowLeft: { column: Math.max(0, column - 1), row },
      ArrowRight: { column: Math.min(columns - 1, column + 1), row },
      ArrowUp: { column, row: Math.max(0, row - 1) },
      ArrowDown: { column, row: Math.min(rows - 1, row + 1) },
      Home: { column: 0, row: event.ctrlKey ? 0 : row },
      End: { column: columns - 1, row: event.ctrlKey ? rows - 1 : row },
    };
    const to = moves[event.key];
    if (to) {
      event.preventDefault();
      go(to);
    } else if (event.key === 'Enter' || event.key === ' ') {
      // Not the form's Enter, nor the page's Space.
      event.preventDefault();
      markCell(active);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (marks.length < spot.marks) {
      attempt.sayMissing();
      return;
    }
    void attempt.send([...marks].sort((a, b) => a.number - b.number).map(({ x, y }) => ({ x, y })));
  };

  const left = spot.marks - marks.length;
  // What is left to mark, said once the player tries to send.
  const missingText = left > 0 ? t('game.lock.spotMissing', { count: left }) : undefined;

  return (
    <LockFrame
      lock={lock}
      disabled={disabled}
      retryIn={retryIn}
      {...attempt.frame(missingText, t('game.lock.formArranged'))}
      onSubmit={submit}
      onHint={onHint}
      promptId={promptId}
    >
      <Typography id={howToId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('game.lock.spotHowTo')}
      </Typography>
      {image.src === undefined ? (
        image.failed ? (
          <Alert
            severity="error"
            action={<Button onClick={image.retry}>{t('game.retry')}</Button>}
            data-testid={`spot-failed-${lock.id}`}
          >
            {t('game.lock.spotImageError')}
          </Alert>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress color="secondary" aria-label={t('game.lock.spotLoading')} />
          </Box>
        )
      ) : (
        <Box
          sx={{
            position: 'relative',
            // The whole width of a phone, and no taller than the screen on a wide one.
            width: '100%',
            maxWidth: 720,
            mx: 'auto',
            lineHeight: 0,
            userSelect: 'none',
            WebkitUserSelect: 'none',
            WebkitTouchCallout: 'none',
          }}
        >
          <Box
            component="img"
            src={image.src}
            alt={spot.title}
            draggable={false}
            sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 1 }}
          />
          <Box
            role="grid"
            aria-label={t('game.lock.spotGrid', { title: spot.title, columns, rows })}
            aria-describedby={howToId}
            aria-disabled={blocked || undefined}
            data-testid={`spot-grid-${lock.id}`}
            onClick={tap}
            sx={(theme) => ({
              position: 'absolute',
              inset: 0,
              display: 'grid',
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))`,
              cursor: blocked ? 'default' : 'crosshair',
              // No double-tap zoom between two taps on the image.
              touchAction: 'manipulation',
              // The cells show while the keyboard walks them, and only then.
              '&:has(:focus-visible) [role="gridcell"]': {
                boxShadow: 'inset 0 0 0 1px rgba(255, 255, 255, 0.35)',
              },
              '& [role="gridcell"]:focus-visible': {
                outline: `3px solid ${theme.palette.secondary.main}`,
                outlineOffset: '-3px',
                backgroundColor: 'rgba(224, 178, 74, 0.18)',
              },
            })}
          >
            {Array.from({ length: rows }, (_, row) => (
              <Box key={row} role="row" sx={{ display: 'contents' }}>
                {Array.from({ length: columns }, (_, column) => {
                  const cell = { column, row };
                  const mark = markIn(cell);
                  const name = cellName(cell);
                  return (
                    <Box
                      key={column}
                      id={cellId(cell)}
                      role="gridcell"
                      data-column={column}
                      data-row={row}
                      tabIndex={active.column === column && active.row === row ? 0 : -1}
                      aria-label={
                        mark
                          ? t('game.lock.spotCellMarked', { ...name, number: mark.number })
                          : t('game.lock.spotCell', name)
                      }
                      aria-selected={Boolean(mark)}
                      onFocus={() => setActive(cell)}
                      onKeyDown={onKey}
                    />
                  );
                })}
              </Box>
            ))}
          </Box>
          {/* The pins: for the eye and the finger; the grid's cells say them to a screen reader. */}
          <Box aria-hidden sx={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}>
            {marks.map((mark) => (
              <Pin key={mark.number} mark={mark} onRemove={() => remove(mark)} />
            ))}
          </Box>
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <Typography variant="body2" data-testid={`spot-count-${lock.id}`} sx={{ flex: 1 }}>
          {t('game.lock.spotCount', { marked: marks.length, count: spot.marks })}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          onClick={clear}
          disabled={disabled || retryIn > 0}
          aria-disabled={marks.length === 0 || undefined}
          sx={{ minHeight: 44 }}
        >
          {t('game.lock.spotClear')}
        </Button>
      </Box>
      <Box
        component="details"
        sx={{
          mt: 1,
          '& > summary': {
            cursor: 'pointer',
            minHeight: 44,
            display: 'flex',
            alignItems: 'center',
            color: 'secondary.main',
          },
        }}
      >
        <Typography component="summary" variant="body2">
          {t('game.lock.spotDescribe')}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {spot.description}
        </Typography>
      </Box>
      <div className="visually-hidden" aria-live="polite" data-testid={`spot-said-${lock.id}`}>
        {said}
      </div>
    </LockFrame>
  );
}

/**
 * A numbered pin, its tip on the place marked: a drop turned point down, its number upright.
 * A tap on its head removes it; its target is a fingertip's, wider than it looks.
 */
function Pin({ mark, onRemove }: { mark: PlacedMark; onRemove: () => void }) {
  return (
    <Box
      data-testid="spot-pin"
      // Inline: a class for each place ever marked would pile up in the page's styles.
      style={{ left: `${mark.x}%`, top: `${mark.y}%` }}
      onClick={(event) => {
        event.stopPropagation();
        onRemove();
      }}
      sx={{
        position: 'absolute',
        // A 44 px target centred on the head, which stands over the tip.
        width: 44,
        height: 44,
        transform: `translate(-50%, calc(-50% - ${TIP}px))`,
        display: 'grid',
        placeItems: 'center',
        pointerEvents: 'auto',
        cursor: 'pointer',
        lineHeight: 1,
      }}
    >
      <Box
        sx={{
          width: PIN,
          height: PIN,
          borderRadius: '50% 50% 50% 0',
          transform: 'rotate(-45deg)',
          bgcolor: 'secondary.main',
          border: '2px solid #fff',
          boxShadow: '0 1px 4px rgba(0, 0, 0, 0.6)',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <Box
          component="span"
          sx={{ transform: 'rotate(45deg)', color: 'secondary.contrastText', fontWeight: 700, fontSize: 14 }}
        >
          {mark.number}
        </Box>
      </Box>
    </Box>
  );
}
