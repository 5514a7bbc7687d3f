import { htmlLang, type Language } from '@coulisses/shared/languages';
import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { formatTimeAmount } from '../../../lib/format-duration';

/** The session's teams, by name, as the players' rows name them. */
export function teamsOf(players: readonly PlayerProgress[]): { id: string; name: string }[] {
  const teams = new Map(
    players.flatMap((player) => (player.team ? [[player.team.id, player.team.name] as const] : [])),
  );
  return [...teams].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The name a game master reads a player by: the one every screen gives them, their nickname
 * or "Investigator n" (docs/product.md#nicknames), from `names` (usePublicNames); a team's row
 * (teamStandings) by the team's name.
 */
export const nameIn = (
  names: ReadonlyMap<string, string>,
  player: Pick<PlayerProgress, 'playerId' | 'nickname' | 'mail'>,
) => names.get(player.playerId) ?? player.nickname ?? player.mail;

/** One formatter per language and kind: a table of 2,000 rows formats as many times a look. */
const formatters = new Map<string, Intl.RelativeTimeFormat | Intl.NumberFormat>();
function formatter<T extends Intl.RelativeTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let found = formatters.get(key) as T | undefined;
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

/**
 * How long ago `at` was, in the reader's language ("3 min ago", "il y a 3 min"): the
 * platform's own wording, so no sentence is assembled here.
 */
export function formatSince(at: string, now: number, lang: Language): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(at)) / 1000));
  const format = formatter(
    `since:${lang}`,
    () => new Intl.RelativeTimeFormat(htmlLang(lang), { numeric: 'always', style: 'short' }),
  );
  if (seconds < 60) return format.format(-seconds, 'second');
  if (seconds < 3600) return format.format(-Math.floor(seconds / 60), 'minute');
  return format.format(-Math.floor(seconds / 3600), 'hour');
}

/**
 * A time left in the reader's language, to the minute begun ("47 min", "47 λ."), in seconds
 * in its last minute: the dashboard's column, which a look every few seconds keeps true.
 */
export function formatTimeLeft(seconds: number, lang: Language): string {
  // Whole minutes once past one, counted up to the minute begun, in the units every fixed
  // amount uses (docs/product.md#durations-and-numbers).
  return formatTimeAmount(
    seconds >= 60 ? Math.ceil(seconds / 60) * 60 : Math.max(0, Math.floor(seconds)),
    lang,
  );
}
