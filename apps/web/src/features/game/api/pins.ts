import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import {
  boardSchema,
  pinSchema,
  type Board,
  type Pin,
  type PinReference,
  type PinVote,
} from '@coulisses/shared/team/pin.schema';
import { api, playerHeaders } from '../../../lib/api-client';
import { gameKeys } from './game-keys';

type Me = Pick<RegisteredPlayer, 'id' | 'token'>;
type Reader = Pick<RegisteredPlayer, 'id' | 'token' | 'lang'>;
const options = (player: Me) => ({ headers: playerHeaders(player.token) });
const pinsPath = (player: Me, teamId: string) =>
  `players/${encodeURIComponent(player.id)}/teams/${encodeURIComponent(teamId)}/pins`;

/** GET …/teams/{teamId}/pins: the team's board, each pin named in the player's language. */
export async function getBoard(player: Me, teamId: string): Promise<Board> {
  return boardSchema.parse(await api.get(pinsPath(player, teamId), options(player)).json());
}

/** POST …/pins: pins what `reference` names to the team's board. */
export async function createPin(player: Me, teamId: string, reference: PinReference): Promise<Pin> {
  const answer = await api.post(pinsPath(player, teamId), { ...options(player), json: reference }).json();
  return pinSchema.parse(answer);
}

/** DELETE …/pins/{pinId}: takes one of the player's own pins off. */
export async function deletePin(player: Me, teamId: string, pinId: string): Promise<void> {
  await api.delete(`${pinsPath(player, teamId)}/${encodeURIComponent(pinId)}`, options(player));
}

/** PUT …/pins/{pinId}/vote: the player's word on a pin; null takes it back. */
export async function votePin(player: Me, teamId: string, pinId: string, vote: PinVote | null): Promise<Pin> {
  const answer = await api
    .put(`${pinsPath(player, teamId)}/${encodeURIComponent(pinId)}/vote`, {
      ...options(player),
      json: { vote },
    })
    .json();
  return pinSchema.parse(answer);
}

/**
 * The team's board (docs/product.md#team-board): read when a teammate changes it
 * (use-player-live.ts asks it again) and in the player's language.
 */
export function useBoardQuery(player: Reader, teamId: string, enabled = true) {
  return useQuery({
    queryKey: gameKeys.board(player.id, teamId, player.lang),
    queryFn: () => getBoard(player, teamId),
    enabled,
  });
}

/** Pinning, taking off and voting: each then reads the board again, as a teammate's phone does. */
export function usePinActions(player: Me, teamId: string) {
  const client = useQueryClient();
  const settled = () => client.invalidateQueries({ queryKey: gameKeys.boards(player.id) });
  return {
    create: useMutation({
      mutationFn: (reference: PinReference) => createPin(player, teamId, reference),
      onSettled: settled,
    }),
    remove: useMutation({
      mutationFn: (pinId: string) => deletePin(player, teamId, pinId),
      onSettled: settled,
    }),
    vote: useMutation({
      mutationFn: ({ pinId, vote }: { pinId: string; vote: PinVote | null }) =>
        votePin(player, teamId, pinId, vote),
      onSettled: settled,
    }),
  };
}
