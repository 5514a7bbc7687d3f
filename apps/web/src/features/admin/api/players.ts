import * as z from 'zod/mini';
import { playerSchema, type Player } from '@coulisses/shared/player/player.schema';
import { api } from '../../../lib/api-client';

/** GET /v1/players?sessionId=… (spec §7). */
export async function listPlayers(sessionId: string): Promise<Player[]> {
  return z.array(playerSchema).parse(await api.get('players', { searchParams: { sessionId } }).json());
}
