import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArrangedAnswer } from '@coulisses/shared/game/arranged-answer';
import type { LockView } from '@coulisses/shared/game/game.schema';
import { useArrangedAttempt } from './arranged-attempt';
import { LockFrame, useRetryIn, type LockFormProps } from './lock-frame';

/** Material's arrows, up and down. */
const UP = 'M4 12l1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8-8 8z';
const DOWN = 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z';

/** A phone's fingertip: no target smaller (WCAG 2.5.5). */
const TARGET = 44;

const idsOf = (lock: LockView) => (lock.items ?? []).map((item) => item.id);
const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * The player's order, started from the server's shuffle and kept while they work: a new
 * state of the same lock (a poll, a teammate's hint, another language) leaves it alone. Only
 * items of another set — another lock under the same form — start it again.
 */
function usePlayerOrder(lock: LockView) {
  const [order, setOrder] = useState(() => idsOf(lock));
  const ids = idsOf(lock);
  if (!sameSet(order, ids)) {
    setOrder(ids);
    return [ids, setOrder] as const;
  }
  return [order, setOrder] as const;
}

/**
 * An order lock (docs/product.md#locks): the items as a numbered list, each moved one place
 * up or down by its own buttons, named by the item and the way; where it lands is said
 * aloud. The focus stays on the button pressed, which travels with its item.
 */
export function OrderLockForm({ lock, disabled, onAttempt, onHint }: LockFormProps<ArrangedAnswer>) {
  const { t } = useTranslation();
  const baseId = useId();
  const promptId = `${baseId}-prompt`;
  const retryIn = useRetryIn(lock.retryAt);
  const attempt = useArrangedAttempt(lock, onAttempt);
  const [order, setOrder] = usePlayerOrder(lock);
  const [said, setSaid] = useState('');
  // The button to focus again once its item has moved: the list's nodes move in the page,
  // and one moved out of the page and back loses the focus.
  const refocus = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    if (!refocus.current) return;
    document.getElementById(refocus.current)?.focus();
    refocus.current = undefined;
  });

  const labels = new Map((lock.items ?? []).map((item) => [item.id, item.label]));
  const blocked = disabled || retryIn > 0;
  const buttonId = (id: string, way: 'up' | 'down') => `${baseId}-${id}-${way}`;

  const move = (id: string, way: 'up' | 'down') => {
    const from = order.indexOf(id);
    const to = way === 'up' ? from - 1 : from + 1;
    if (blocked || attempt.submitting || from < 0 || to < 0 || to >= order.length) return;
    const next = [...order];
    next.splice(from, 1);
    next.splice(to, 0, id);
    setOrder(next);
    attempt.touch();
    refocus.current = buttonId(id, way);
    setSaid(t('game.lock.orderPosition', { item: labels.get(id), position: to + 1, count: next.length }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void attempt.send(order);
  };

  return (
    <LockFrame
      lock={lock}
      disabled={disabled}
      retryIn={retryIn}
      {...attempt.frame(undefined, t('game.lock.formArranged'))}
      onSubmit={submit}
      onHint={onHint}
      promptId={promptId}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('game.lock.orderHowTo')}
      </Typography>
      {/* role="list": a list drawn without its bullets is still one for VoiceOver. */}
      <Box
        component="ol"
        role="list"
        aria-labelledby={promptId}
        data-testid={`order-${lock.id}`}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
      >
        {order.map((id, index) => {
          const item = labels.get(id) ?? id;
          const first = index === 0;
          const last = index === order.length - 1;
          return (
            <Box
              component="li"
              key={id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                pl: 1.5,
                pr: 0.5,
                py: 0.5,
                minHeight: TARGET + 8,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: 'rgba(255, 255, 255, 0.04)',
              }}
            >
              {/* The list says each item's place to a screen reader: the number is for the eye. */}
              <Box
                component="span"
                aria-hidden
                sx={{
                  flexShrink: 0,
                  width: 28,
                  height: 28,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'secondary.main',
                  color: 'secondary.contrastText',
                  fontWeight: 700,
                  fontSize: '0.875rem',
                }}
              >
                {index + 1}
              </Box>
              <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{item}</Typography>
              {/* At the ends, the button stays in the tab order (aria-disabled): the one just
                  pressed keeps the focus when its item reaches the top or the bottom. */}
              <OrderButton
                id={buttonId(id, 'up')}
                path={UP}
                label={t('game.lock.orderMoveUp', { item })}
                disabled={blocked}
                inert={first}
                onClick={() => move(id, 'up')}
              />
              <OrderButton
                id={buttonId(id, 'down')}
                path={DOWN}
                label={t('game.lock.orderMoveDown', { item })}
                disabled={blocked}
                inert={last}
                onClick={() => move(id, 'down')}
              />
            </Box>
          );
        })}
      </Box>
      <div className="visually-hidden" aria-live="polite" data-testid={`order-said-${lock.id}`}>
        {said}
      </div>
    </LockFrame>
  );
}

function OrderButton({
  id,
  path,
  label,
  disabled,
  inert,
  onClick,
}: {
  id: string;
  path: string;
  label: string;
  disabled: boolean;
  /** Nowhere to go that way: said, and focusable still. */
  inert: boolean;
  onClick: () => void;
}) {
  return (
    <IconButton
      id={id}
      aria-label={label}
      aria-disabled={inert || undefined}
      disabled={disabled}
      onClick={onClick}
      sx={{
        width: TARGET,
        height: TARGET,
        flexShrink: 0,
        color: 'secondary.main',
        ...(inert && { opacity: 0.35, cursor: 'default' }),
      }}
    >
      <SvgIcon aria-hidden="true">
        <path d={path} />
      </SvgIcon>
    </IconButton>
  );
}
