import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { row } from '../../../test/admin-fixtures/progress-row';
import { translator } from '../../../test/render-translated';
import { usePlayerRows, type PlayerRowsControls } from './use-player-rows';

afterEach(cleanup);

const NOW = Date.parse('2025-01-01T10:20:00Z');
const BY_RANK: PlayerRowsControls = {
  sort: { key: 'rank', direction: 'asc' },
  attentionOnly: false,
  grouped: true,
};

async function renderRows(players: PlayerProgress[]) {
  const i18n = await translator();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(({ controls, now }) => usePlayerRows(players, false, controls, now), {
    wrapper,
    initialProps: { controls: BY_RANK, now: NOW },
  });
}

const ids = (rows: { shown: { player: PlayerProgress }[] }) =>
  rows.shown.map(({ player }) => player.playerId);

describe('the players table’s rows', () => {
  it('are worked out again only when the players, the controls or the time change', async () => {
    const { result, rerender } = await renderRows([row('first', 300), row('second', 200)]);
    const ranked = result.current;
    expect(ids(ranked)).toEqual(['first', 'second']);

    rerender({ controls: BY_RANK, now: NOW });
    expect(result.current).toBe(ranked);

    const byScore: PlayerRowsControls = { ...BY_RANK, sort: { key: 'score', direction: 'asc' } };
    rerender({ controls: byScore, now: NOW });
    expect(ids(result.current)).toEqual(['second', 'first']);

    const sorted = result.current;
    rerender({ controls: byScore, now: NOW + 5_000 });
    expect(result.current).not.toBe(sorted);
    expect(ids(result.current)).toEqual(['second', 'first']);
  });
});
