import type * as ApiClient from '../../../../lib/api-client';
import Dialog from '@mui/material/Dialog';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProposalOutcomeView } from '@coulisses/shared/game/game.schema';
import type { TeamMember } from '@coulisses/shared/team/team.schema';
import { renderTranslated } from '../../../../test/render-translated';
import { gameState, player, reply } from '../../test/game-fixtures';
import { queryWrapper } from '../../test/query-wrapper';
import { ProposalOutcomeDialog } from './proposal-outcome-dialog';

const server = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('../../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: server,
}));

const members: TeamMember[] = [
  { id: 'p2', nickname: null, lang: 'gr' },
  { id: player.id, nickname: null, lang: 'en' },
  { id: 'p3', nickname: 'Marc', lang: 'fr' },
];

const outcome = (fields: Partial<ProposalOutcomeView>): ProposalOutcomeView => ({
  id: 'proposal-1',
  outcome: 'dropped',
  byPlayerId: 'p2',
  byNickname: null,
  answers: [{ questionId: 'who', prompt: 'Who took the necklace?', given: 'Solène' }],
  confirmedBy: [],
  droppedBy: { playerId: 'p3', nickname: 'Marc' },
  at: '2026-11-22T20:40:00.000Z',
  ...fields,
});

async function renderOutcome(told: ProposalOutcomeView, documentOpen = false) {
  const { wrapper: Queries } = queryWrapper();
  const rendered = await renderTranslated(
    <Queries>
      <Dialog open={documentOpen}>
        <p>The statement</p>
      </Dialog>
      <ProposalOutcomeDialog player={player} teamId="team-1" outcome={told} members={members} />
    </Queries>,
  );
  return rendered;
}

beforeEach(() => server.post.mockImplementation(() => reply(gameState('After'))));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('what the team decided while a member was away', () => {
  it('says the proposal was dropped, by whom, with its answers; closed, the server hears it was shown', async () => {
    await renderOutcome(outcome({}));
    const dialog = await screen.findByRole('dialog', { name: 'The proposed accusation was dropped' });
    expect(dialog.textContent).toContain('Member 1 proposed it while you were away.');
    expect(dialog.textContent).toContain('Who took the necklace?');
    expect(dialog.textContent).toContain('Solène');
    expect(dialog.textContent).toContain('Marc objected.');
    expect(dialog.textContent).toContain('Anyone can propose another one.');
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() =>
      expect(server.post).toHaveBeenCalledWith(
        `players/${player.id}/teams/team-1/proposals/proposal-1/shown`,
        expect.anything(),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says its proposer withdrew it', async () => {
    await renderOutcome(outcome({ droppedBy: { playerId: 'p2', nickname: null } }));
    const dialog = await screen.findByRole('dialog', { name: 'The proposed accusation was dropped' });
    expect(dialog.textContent).toContain('Member 1 withdrew it.');
  });

  it('says the team made it, and who confirmed it — or that nobody objected within the minute', async () => {
    await renderOutcome(
      outcome({ outcome: 'made', droppedBy: null, confirmedBy: [{ playerId: 'p3', nickname: 'Marc' }] }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Your team made its accusation' });
    expect(dialog.textContent).toContain('Confirmed by Marc.');
    cleanup();
    await renderOutcome(outcome({ outcome: 'made', droppedBy: null }));
    expect((await screen.findByRole('dialog')).textContent).toContain(
      'Nobody objected within the minute, so it went through.',
    );
  });

  it('waits for the document being read to be closed', async () => {
    await renderOutcome(outcome({}), true);
    await screen.findByText('The statement');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('The proposed accusation was dropped')).toBeNull();
  });
});
