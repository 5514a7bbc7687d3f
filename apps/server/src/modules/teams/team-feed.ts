import type { Language } from '@coulisses/shared/languages';
import { isLanguage } from '@coulisses/shared/languages';
import type { TeamFeed, TeamFeedEntry } from '@coulisses/shared/team/team.schema';
import type { DataStore } from '../data-store.js';
import { titleOf, answerTextOf } from '../dashboard/player-path.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { listTeamActions } from './teams-store.js';
import { assertMember } from './teams.js';

/** How many lines of its game a team's feed keeps. */
const FEED_LENGTH = 50;

/** What a feed line says an action did, or undefined for what it leaves out. */
function feedKind(kind: string, outcome: string | null): TeamFeedEntry['kind'] | undefined {
  if (kind === 'attempt') return outcome === 'right' ? 'opened' : outcome === 'wrong' ? 'wrong' : undefined;
  if (['hint', 'accusation', 'proposed', 'confirmed', 'objected'].includes(kind)) {
    return kind as TeamFeedEntry['kind'];
  }
  return undefined;
}

/**
 * GET /v1/players/{id}/teams/{teamId}/feed (docs/product.md#team-feed): who did what on the
 * team's game, newest first, each lock and folder named in the reader's language. Only a
 * member reads it (403 NOT_YOUR_TEAM).
 */
export async function readTeamFeed(
  db: DataStore,
  scenarios: CaseCatalog,
  playerId: string,
  teamId: string,
): Promise<TeamFeed> {
  const { player, session } = await assertMember(db, playerId, teamId);
  const scenario = await scenarios.find(session.scenario_id, session.scenario_version);
  const lang: Language = isLanguage(player.lang) ? player.lang : 'fr';
  const rows = await listTeamActions(db, teamId, FEED_LENGTH);
  const entries = rows.flatMap((row): TeamFeedEntry[] => {
    const kind = feedKind(row.kind, row.outcome);
    if (!kind) return [];
    const lock = row.target && scenario?.locks.get(row.target);
    const folders =
      kind === 'opened' && lock && scenario
        ? lock.opens.map((id) => scenario.texts[lang].folders[id]?.title ?? id)
        : [];
    const typed = answerTextOf(scenario, row.kind, row.target, row.answer, lang) ?? row.answer;
    return [
      {
        id: row.id,
        at: row.at,
        playerId: row.player_id,
        nickname: row.nickname,
        kind,
        lock:
          kind === 'opened' || kind === 'wrong' || kind === 'hint'
            ? titleOf(scenario, row.kind, row.target, lang)
            : null,
        folders,
        detail: kind === 'wrong' ? typed : kind === 'hint' ? row.outcome : null,
        penaltySeconds: row.penalty_seconds,
      },
    ];
  });
  return { entries };
}
