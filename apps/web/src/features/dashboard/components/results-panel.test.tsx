import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderTranslated } from '../../../test/render-translated';
import { row } from '../../../test/admin-fixtures/progress-row';
import { ResultsPanel } from './results-panel';

afterEach(cleanup);

const renderResults = (players: ReturnType<typeof row>[], inTeams = false) =>
  renderTranslated(
    <QueryClientProvider client={new QueryClient()}>
      <ResultsPanel sessionId="ABC234" players={players} inTeams={inTeams} onExported={() => undefined} />
    </QueryClientProvider>,
    'fr',
  );

// docs/product.md#nicknames: the results name a player as the show screen and the leaderboard do.
describe('the results', () => {
  it('name each player by their nickname, else their number by arrival, the mail under it', async () => {
    const players = [
      { ...row('ben', 1450, true), joinedAt: '2025-01-01T10:02:00Z' },
      { ...row('ana', 1850, true), joinedAt: '2025-01-01T10:01:00Z', nickname: 'Le Fantôme' },
      { ...row('cleo', 900, true), joinedAt: '2025-01-01T10:03:00Z' },
    ];
    await renderResults(players);
    const cell = (id: string) => within(screen.getByTestId(`result-row-${id}`)).getByRole('rowheader');
    expect(within(cell('ben')).getByTestId('result-name').textContent).toBe('Enquêteur n°\u00a02');
    expect(within(cell('cleo')).getByTestId('result-name').textContent).toBe('Enquêteur n°\u00a03');
    expect(within(cell('ana')).getByTestId('result-name').textContent).toBe('Le Fantôme');
    expect(within(cell('ben')).getByText('ben@example.com')).toBeTruthy();
  });

  it('list a team’s members by the same names', async () => {
    const team = { id: 't1', name: 'Les Ombres' };
    await renderResults(
      [
        { ...row('ben', 900, true), team, joinedAt: '2025-01-01T10:02:00Z' },
        { ...row('ana', 900, true), team, joinedAt: '2025-01-01T10:01:00Z', nickname: 'Le Fantôme' },
      ],
      true,
    );
    const teamRow = screen.getByTestId('result-row-t1');
    expect(within(teamRow).getByText('Les Ombres')).toBeTruthy();
    expect(within(teamRow).getByText(/^Enquêteur n°\s2 et Le Fantôme$/)).toBeTruthy();
  });
});
