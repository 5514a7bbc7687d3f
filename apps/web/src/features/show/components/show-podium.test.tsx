import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../../../test/render-translated';
import { row } from '../../../test/admin-fixtures/progress-row';
import { ShowPodium } from './show-podium';

const players = [row('ana', 1850, true), row('ben', 1450, true), row('cleo', 900, true)];
const names = new Map([
  ['ana', 'Ana'],
  ['ben', 'Ben'],
  ['cleo', 'Cléo'],
]);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the podium on the big screen', () => {
  it.each([
    ['en', '3rd place: Cléo', '1st place: Ana', '1,850 points'],
    ['fr', '3e place\u00a0: Cléo', '1re place\u00a0: Ana', '1\u202f850 points'],
    ['es', '3.er puesto: Cléo', '1.er puesto: Ana', '1850 puntos'],
    ['gr', '3η θέση: Cléo', '1η θέση: Ana', '1.850 πόντοι'],
  ] as const)(
    'in %s, says each place as an ordinal and the points grouped',
    async (lang, third, first, points) => {
      const { t } = await translator(lang);
      vi.useFakeTimers();
      render(<ShowPodium players={players} names={names} t={t} lang={lang} />);
      const announcement = screen.getByTestId('podium-announcement');
      act(() => vi.advanceTimersByTime(2500));
      expect(announcement.textContent).toBe(third);
      // Each place waits for the one before it to be drawn.
      act(() => vi.advanceTimersByTime(2500));
      act(() => vi.advanceTimersByTime(2500));
      expect(announcement.textContent).toBe(first);
      expect(screen.getByTestId('podium-1').textContent).toContain(points);
    },
  );
});
