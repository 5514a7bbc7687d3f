import { isLanguage, type Language } from '@coulisses/shared/languages';
import { CURRENT_PLAYER_KEY, LAST_PLAYER_KEY } from '@coulisses/shared/storage-keys';
import { readJson } from './read-json';

/**
 * The stored player's language, to start the interface in it as the app starts. Only the
 * language is read: validating the whole player (getCurrentPlayer) would
 * bring zod into the first page (docs/product.md#performance-budgets); the game's guard does that.
 */
export function storedPlayerLanguage(): Language | undefined {
  const player = readJson(sessionStorage, CURRENT_PLAYER_KEY) ?? readJson(localStorage, LAST_PLAYER_KEY);
  const lang = player && typeof player === 'object' ? (player as { lang?: unknown }).lang : undefined;
  return isLanguage(lang) ? lang : undefined;
}
