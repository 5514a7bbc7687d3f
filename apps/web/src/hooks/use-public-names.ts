import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Arrival } from '@coulisses/shared/player/arrival';
import { publicNames } from '../lib/public-name';

/**
 * Every player of a session by their one name (docs/product.md#nicknames), in the interface's
 * language: worked out again only when the players or the language change.
 */
export function usePublicNames(
  players: readonly (Arrival & { nickname: string | null })[],
): ReadonlyMap<string, string> {
  const { t } = useTranslation();
  return useMemo(() => publicNames(players, t), [players, t]);
}
