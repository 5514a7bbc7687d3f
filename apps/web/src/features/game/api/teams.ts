import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import {
  notepadStateSchema,
  notepadWrittenSchema,
  teamFeedSchema,
  teamsViewSchema,
  type NotepadState,
  type TeamFeed,
  type TeamsView,
} from '@coulisses/shared/team/team.schema';
import { api, playerHeaders } from '../../../lib/api-client';
import { gameKeys } from './game-keys';
import { teamInviteFor } from '../components/team/team-invite';

type Me = Pick<RegisteredPlayer, 'id' | 'token'>;
type Reader = Pick<RegisteredPlayer, 'id' | 'token' | 'lang'>;
const base = (player: Me) => `players/${encodeURIComponent(player.id)}`;
const options = (player: Me) => ({ headers: playerHeaders(player.token) });

/**
 * GET /v1/players/{id}/teams (docs/product.md#teams): the player's team or, in none, the teams
 * with a place left — and the team a teammate's code named, as it is now.
 */
export async function getTeams(player: Me & Pick<RegisteredPlayer, 'sessionId'>): Promise<TeamsView> {
  const invited = teamInviteFor(player.sessionId);
  const searchParams = invited ? { team: invited } : undefined;
  return teamsViewSchema.parse(
    await api.get(`${base(player)}/teams`, { ...options(player), searchParams }).json(),
  );
}

/** POST /v1/players/{id}/teams: makes a team, the player its first member. */
export async function createTeam(player: Me, name: string): Promise<TeamsView> {
  const answer = await api.post(`${base(player)}/teams`, { ...options(player), json: { name } }).json();
  return teamsViewSchema.parse(answer);
}

/** PUT /v1/players/{id}/team: joins a team of the session. */
export async function joinTeam(player: Me, teamId: string): Promise<TeamsView> {
  const answer = await api.put(`${base(player)}/team`, { ...options(player), json: { teamId } }).json();
  return teamsViewSchema.parse(answer);
}

/** DELETE /v1/players/{id}/team: leaves the team, which keeps its game. */
export async function leaveTeam(player: Me): Promise<TeamsView> {
  return teamsViewSchema.parse(await api.delete(`${base(player)}/team`, options(player)).json());
}

/** GET /v1/players/{id}/teams/{teamId}/feed: who did what on the team's game, newest first. */
export async function getTeamFeed(player: Me, teamId: string): Promise<TeamFeed> {
  const answer = await api
    .get(`${base(player)}/teams/${encodeURIComponent(teamId)}/feed`, options(player))
    .json();
  return teamFeedSchema.parse(answer);
}

/** While a player chooses, teams come and fill up: the list is asked again this often. */
const CHOOSING_POLL_MS = 5_000;

/**
 * The player's team, or the teams to choose from and the one a teammate's code named (kept
 * for the tab: every reading of the list asks for it). `choosing`: the player is picking
 * one, and the list follows the room.
 */
export function useTeamsQuery(
  player: Me & Pick<RegisteredPlayer, 'sessionId'>,
  choosing: boolean,
  enabled = true,
) {
  return useQuery({
    queryKey: gameKeys.teams(player.id),
    queryFn: () => getTeams(player),
    enabled,
    refetchInterval: choosing ? CHOOSING_POLL_MS : false,
  });
}

export function useTeamFeedQuery(player: Reader, teamId: string | undefined) {
  return useQuery({
    queryKey: gameKeys.feed(player.id, teamId ?? '', player.lang),
    queryFn: () => getTeamFeed(player, teamId ?? ''),
    enabled: teamId !== undefined,
  });
}

/**
 * Making, joining or leaving a team: the answer is the new list of teams, and the game —
 * now the team's, or none — is read again.
 */
export function useTeamChoice(player: Me) {
  const client = useQueryClient();
  const settle = (view: TeamsView) => {
    client.setQueryData(gameKeys.teams(player.id), view);
    return client.invalidateQueries({ queryKey: gameKeys.states(player.id) });
  };
  return {
    create: useMutation({ mutationFn: (name: string) => createTeam(player, name), onSuccess: settle }),
    join: useMutation({ mutationFn: (teamId: string) => joinTeam(player, teamId), onSuccess: settle }),
    leave: useMutation({ mutationFn: () => leaveTeam(player), onSuccess: settle }),
  };
}

const notepadPath = (player: Me, teamId: string) =>
  `${base(player)}/teams/${encodeURIComponent(teamId)}/notepad`;

/**
 * GET …/notepad: what the team's notepad holds that `vector` (the reader's Yjs state
 * vector, base64) lacks, as one update (docs/product.md#team-notepad).
 */
export async function getNotepad(player: Me, teamId: string, vector: string): Promise<NotepadState> {
  const answer = await api
    .get(notepadPath(player, teamId), { ...options(player), searchParams: { vector } })
    .json();
  return notepadStateSchema.parse(answer);
}

/** POST …/notepad: this member's edits, one Yjs update (base64). */
export async function sendNotepadUpdate(player: Me, teamId: string, update: string): Promise<string> {
  const answer = await api.post(notepadPath(player, teamId), { ...options(player), json: { update } }).json();
  return notepadWrittenSchema.parse(answer).version;
}
