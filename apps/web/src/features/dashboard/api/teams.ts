import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { teamsViewSchema, type TeamsView } from '@coulisses/shared/team/team.schema';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-api/query-keys';

const base = (sessionId: string) => `sessions/${encodeURIComponent(sessionId)}`;

/** GET /v1/sessions/{id}/teams: the session's teams and the players in none (docs/product.md#teams). */
export async function getSessionTeams(sessionId: string): Promise<TeamsView> {
  return teamsViewSchema.parse(await api.get(`${base(sessionId)}/teams`).json());
}

/** The session's teams; the session's live stream invalidates them when anyone moves. */
export const useSessionTeams = (sessionId: string, enabled: boolean) =>
  useQuery({ queryKey: adminKeys.teams(sessionId), queryFn: () => getSessionTeams(sessionId), enabled });

/**
 * The game master's hand on the teams: prepare one, put a player in one (or in none), lock
 * or open them. Each answer is the new list of teams; the rows are read again.
 */
export function useTeamsControl(sessionId: string) {
  const client = useQueryClient();
  const settle = (view: TeamsView) => {
    client.setQueryData(adminKeys.teams(sessionId), view);
    return client.invalidateQueries({ queryKey: adminKeys.dashboard(sessionId) });
  };
  return {
    prepare: useMutation({
      mutationFn: async (name: string) =>
        teamsViewSchema.parse(await api.post(`${base(sessionId)}/teams`, { json: { name } }).json()),
      onSuccess: settle,
    }),
    place: useMutation({
      mutationFn: async ({ playerId, teamId }: { playerId: string; teamId: string | null }) =>
        teamsViewSchema.parse(
          await api
            .put(`${base(sessionId)}/players/${encodeURIComponent(playerId)}/team`, { json: { teamId } })
            .json(),
        ),
      onSuccess: settle,
    }),
    lock: useMutation({
      mutationFn: async (locked: boolean) =>
        teamsViewSchema.parse(await api.put(`${base(sessionId)}/teams/lock`, { json: { locked } }).json()),
      onSuccess: settle,
    }),
  };
}
