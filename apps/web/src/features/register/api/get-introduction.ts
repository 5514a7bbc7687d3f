import type { Language } from '@coulisses/shared/languages';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { introductionSchema, type Introduction } from '@coulisses/shared/scenario/introduction.schema';
import { api, playerHeaders } from '../../../lib/api-client';

/** The introduction of the player's case, in the interface language. */
export async function getIntroduction(player: RegisteredPlayer, lang: Language): Promise<Introduction> {
  const answer = await api
    .get(`players/${encodeURIComponent(player.id)}/introduction`, {
      searchParams: { lang },
      headers: playerHeaders(player.token),
    })
    .json();
  return introductionSchema.parse(answer);
}
