import type { ErrorKey } from '@coulisses/shared/http/error-keys';
import type { TFunction } from 'i18next';

/**
 * A refusal about a player, as their game master reads it: the player's own words ("Your
 * game is over") would speak to the wrong person, so the keys that have a game master's
 * wording (`admin.playerErrors`) use it; the others keep the shared one.
 */
export const playerRefusal = (t: TFunction, key: ErrorKey): string =>
  t(`admin.playerErrors.${key}`, { defaultValue: t(`errors.${key}`) });
