import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { renderTranslated } from '../../../test/render-translated';
import { row } from '../../../test/admin-fixtures/progress-row';
import { PlayerControls } from './player-controls';

async function renderControls(player: PlayerProgress) {
  await renderTranslated(
    <QueryClientProvider client={new QueryClient()}>
      <PlayerControls
        sessionId="ABC234"
        player={player}
        name="Investigator 2"
        selfPaced
        onDone={() => undefined}
      />
    </QueryClientProvider>,
  );
}

describe('a game master’s hand on one player', () => {
  afterEach(cleanup);

  it('says that added minutes and forgiven penalties are the team’s, for a member of a team', async () => {
    const user = userEvent.setup();
    await renderControls({ ...row('ana', 100), team: { id: 't1', name: 'Les Ombres' }, penaltySeconds: 120 });

    await user.click(screen.getByRole('button', { name: 'Add time' }));
    const addTime = screen.getByRole('dialog', { name: 'Add time for team “Les Ombres”' });
    expect(
      within(addTime).getByText(
        'Adds these minutes to the team’s clock, shared by every member of “Les Ombres”.',
      ),
    ).toBeTruthy();
    expect(within(addTime).queryByText(/Only this player/)).toBeNull();
    await user.click(within(addTime).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Clear penalties (2\u00a0min)' }));
    const forgive = screen.getByRole('dialog', { name: 'Clear penalties for team “Les Ombres”?' });
    expect(within(forgive).getByText(/giving that time back to the team’s clock and score/)).toBeTruthy();
  });

  it('says that only the player’s own clock changes, for a player alone, named by their one name', async () => {
    const user = userEvent.setup();
    await renderControls(row('ana', 100));
    await user.click(screen.getByRole('button', { name: 'Add time' }));
    const addTime = screen.getByRole('dialog', { name: 'Add time for Investigator 2' });
    expect(within(addTime).getByText('Adds these minutes to this player’s clock only.')).toBeTruthy();
  });
});
