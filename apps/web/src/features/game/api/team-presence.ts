import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { teamPresenceSchema, type TeamPresence } from '@coulisses/shared/team/presence.schema';
import { api, playerHeaders } from '../../../lib/api-client';

/**
 * POST /v1/players/{id}/teams/{teamId}/presence (docs/product.md#team-presence): what this
 * member is on, for their teammates' phones. `keepalive`: said as the page goes away, the
 * request outlives it.
 */
export async function sendPresence(
  player: Pick<RegisteredPlayer, 'id' | 'token'>,
  teamId: string,
  presence: TeamPresence,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<void> {
  const path = `players/${encodeURIComponent(player.id)}/teams/${encodeURIComponent(teamId)}/presence`;
  await api.post(path, {
    headers: playerHeaders(player.token),
    json: teamPresenceSchema.parse(presence),
    keepalive,
  });
}
