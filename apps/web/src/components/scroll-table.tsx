import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './scroll-table.css';

interface Overflow {
  /** Scrolled away from the first column: columns hide on the left. */
  before: boolean;
  /** Columns hide on the right. */
  after: boolean;
}

/** Whether the box's content scrolls sideways, and which edges hide columns; kept up on scroll and resize. */
function useSidewaysOverflow() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ before: false, after: false });
  const measure = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    // A right-to-left page scrolls to negative offsets: the distance from the start is the absolute value.
    const from = Math.abs(box.scrollLeft);
    const hidden = box.scrollWidth - box.clientWidth;
    const next = { before: from > 1, after: hidden - from > 1 };
    setOverflow((current) =>
      current.before === next.before && current.after === next.after ? current : next,
    );
  }, []);
  const resized = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    // The sticky first column must not cover the cell that keyboard focus or a search scrolls to.
    const first = box.querySelector<HTMLElement>('tr > :first-child');
    box.style.scrollPaddingInlineStart = first ? `${first.offsetWidth}px` : '';
    measure();
  }, [measure]);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    resized();
    box.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(resized);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure, resized]);
  return { ref, overflow };
}

/**
 * A table that keeps every word whole on a phone: wider than the screen, it scrolls
 * sideways inside its own box with its first column kept in view, a shaded edge showing
 * where columns hide, and the box takes keyboard focus so that arrow keys scroll it
 * (docs/decisions/0010-tables-on-phones.md). Only a box that scrolls is a named region.
 */
export function ScrollTable({
  label,
  children,
  className,
}: {
  /** The region's accessible name, said when keyboard focus reaches it. */
  label: string;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const { ref, overflow } = useSidewaysOverflow();
  const scrolls = overflow.before || overflow.after;
  return (
    <div
      className={['scroll-table', className].filter(Boolean).join(' ')}
      data-hidden-before={overflow.before || undefined}
      data-hidden-after={overflow.after || undefined}
    >
      {/* Said in words too: a shaded edge alone is easy to miss on a phone. The region's
          name already says it to a screen reader. */}
      {scrolls && (
        <p className="scroll-table__hint" aria-hidden="true" data-testid="scroll-hint">
          {t('common.table.scrollHint')}
        </p>
      )}
      <div
        ref={ref}
        className="scroll-table__viewport"
        {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
      >
        {children}
      </div>
    </div>
  );
}
