import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@coulisses/shared/languages';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import type { TeamFeedEntry, TeamMember } from '@coulisses/shared/team/team.schema';
import { memberName } from './team-members';
import { showProposalCard } from './proposal-card';
import { formatTime } from '../../../../lib/date-time';
import { formatTimeAmount } from '../../../../lib/format-duration';
import { formatList } from '../../../../lib/format-number';
import { useTeamFeedQuery } from '../../api/teams';

/** The lines shown before "show all". */
const FIRST_LINES = 4;

/**
 * docs/product.md#team-feed: who did what on the team's game, newest first, in the
 * reader's language; it follows the game live (use-player-live.ts asks it again).
 */
export function TeamFeed({
  player,
  teamId,
  members,
  proposalWaiting = false,
}: {
  player: RegisteredPlayer;
  teamId: string;
  members: readonly TeamMember[];
  /** A proposed accusation waits: the line that proposed it opens its card (docs/product.md#team-feed). */
  proposalWaiting?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const feed = useTeamFeedQuery(player, teamId);
  const [all, setAll] = useState(false);
  const entries = feed.data?.entries ?? [];
  const shown = all ? entries : entries.slice(0, FIRST_LINES);
  // The proposal waiting is the newest one proposed.
  const waiting = proposalWaiting ? entries.find((entry) => entry.kind === 'proposed')?.id : undefined;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 1 }}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('game.team.feedTitle')}
      </Typography>
      {feed.data && entries.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('game.team.feedEmpty')}
        </Typography>
      )}
      {feed.error && !feed.data && (
        <Typography variant="body2" color="text.secondary">
          {t('game.team.feedFailed')}
        </Typography>
      )}
      <Box
        component="ol"
        aria-labelledby={titleId}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        data-testid="team-feed"
      >
        {shown.map((entry) => (
          <Box component="li" key={entry.id} sx={{ display: 'flex', gap: 1, py: 0.25 }}>
            <Typography
              variant="body2"
              color="text.secondary"
              component="time"
              dateTime={entry.at}
              sx={{ flex: 'none', fontVariantNumeric: 'tabular-nums' }}
            >
              {formatTime(entry.at, i18n.language as Language)}
            </Typography>
            {entry.id === waiting ? (
              <Link
                component="button"
                variant="body2"
                onClick={showProposalCard}
                data-testid="feed-proposal"
                sx={{ overflowWrap: 'anywhere', textAlign: 'start' }}
              >
                {feedLine(t, entry, player.id, members, i18n.language as Language)}
              </Link>
            ) : (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {feedLine(t, entry, player.id, members, i18n.language as Language)}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      {entries.length > FIRST_LINES && (
        <Button size="small" onClick={() => setAll(!all)} aria-expanded={all}>
          {all ? t('game.team.feedFewer') : t('game.team.feedAll', { count: entries.length })}
        </Button>
      )}
    </Box>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/**
 * One line of the feed in words: who, what, on which lock, at what cost (a minus: time
 * taken off, docs/product.md#durations-and-numbers); the reader's own in the second person.
 * The folders a lock opened are one list of titles after the noun, singular or plural as
 * their number asks (« au dossier », « aux dossiers », « τους φακέλους »), so that no
 * article has to agree with a title.
 */
export function feedLine(
  t: Translate,
  entry: TeamFeedEntry,
  you: string,
  members: readonly TeamMember[],
  lang: Language,
): string {
  const words = {
    who: memberName(t, members, entry.playerId, entry.nickname),
    lock: entry.lock ?? '',
    answer: entry.detail ?? '',
    number: entry.detail ?? '',
    folders: formatList(
      entry.folders.map((title) => t('game.team.feed.folder', { title })),
      lang,
    ),
    ...(entry.playerId === you ? { context: 'you' } : {}),
  };
  const cost =
    entry.penaltySeconds > 0
      ? t('game.team.cost', { time: formatTimeAmount(entry.penaltySeconds, lang) })
      : '';
  switch (entry.kind) {
    case 'opened':
      return entry.folders.length > 0
        ? t('game.team.feed.opened', { ...words, count: entry.folders.length })
        : t('game.team.feed.cracked', words);
    case 'wrong':
      return t('game.team.feed.wrong', words) + cost;
    case 'hint':
      return t('game.team.feed.hint', words) + cost;
    case 'accusation':
      return t('game.team.feed.accusation', words);
    case 'proposed':
    case 'confirmed':
    case 'objected':
      return t(`game.team.feed.${entry.kind}`, words);
  }
}
