import {
  registeredPlayerSchema,
  type RegisteredPlayer,
  type RegisterPlayer,
} from '@coulisses/shared/player/player.schema';
import { api } from '../../../lib/api-client';
import { findPlayerToken } from '../../../lib/storage';

/**
 * Player creation during registration (docs/product.md#players-api): POST /v1/players with lang, mail
 * and sessionId — plus this device's token for that session and mail, if it has one, so
 * that registering again resumes the same player.
 */
export async function registerPlayer(input: RegisterPlayer): Promise<RegisteredPlayer> {
  const token = findPlayerToken(input.sessionId, input.mail);
  const answer = await api.post('players', { json: token ? { ...input, token } : input }).json();
  return registeredPlayerSchema.parse(answer);
}
