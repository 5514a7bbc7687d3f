import type { ErrorBody } from '@coulisses/shared/http/error-keys';
import type { RegisteredPlayer, RegisterPlayer } from '@coulisses/shared/player/player.schema';
import { readApiError } from '../../lib/api-client';
import { storeRegisteredPlayer } from '../../lib/storage';
import { registerPlayer } from './api/register-player';

export type RegistrationOutcome =
  { player: RegisteredPlayer } | { player?: undefined; refusal: ErrorBody | undefined };

/**
 * What the registration dialog does on submit: register, and store the player (docs/product.md#player-states).
 * Loaded by the submit itself, with the HTTP client and zod, which /register does not need
 * before (docs/product.md#performance-budgets).
 */
export async function submitRegistration(input: RegisterPlayer): Promise<RegistrationOutcome> {
  try {
    const player = await registerPlayer(input);
    storeRegisteredPlayer(player);
    return { player };
  } catch (error) {
    return { refusal: await readApiError(error) };
  }
}
