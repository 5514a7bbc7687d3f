import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import type { Language } from '@coulisses/shared/languages';
import type { ScenarioSummary } from '@coulisses/shared/scenario/scenario-summary.schema';
import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { formatJoinCode } from '@coulisses/shared/session/join-code';
import type { Session, SessionStatus } from '@coulisses/shared/session/session.schema';
import { readJoinBase } from '../../../lib/config';
import { coverUrl } from '../../../lib/cover-url';
import { joinLink } from '../../../lib/paths';

/** What the room should know when nobody can join right now. */
const CLOSED_NOTES: Partial<Record<SessionStatus, string>> = {
  draft: 'admin.join.notOpen',
  paused: 'admin.join.paused',
  finished: 'admin.join.finished',
};

const newestFirst = (a: PlayerProgress, b: PlayerProgress) => Date.parse(b.joinedAt) - Date.parse(a.joinedAt);

/**
 * Says who just joined, politely: nothing for the players already there when the screen
 * opened, a name for one newcomer, a count for a crowd arriving at once.
 */
function useArrivals(
  players: PlayerProgress[] | undefined,
  names: Map<string, string>,
  t: TFunction,
): string {
  const known = useRef<Set<string> | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!players) return;
    if (!known.current) {
      known.current = new Set(players.map((player) => player.playerId));
      return;
    }
    const seen = known.current;
    const arrived = players.filter((player) => !seen.has(player.playerId));
    arrived.forEach((player) => seen.add(player.playerId));
    if (arrived.length === 1)
      setAnnouncement(t('admin.join.joined', { name: names.get(arrived[0]!.playerId) }));
    else if (arrived.length > 1) setAnnouncement(t('admin.join.joinedMany', { count: arrived.length }));
  }, [players, names, t]);
  return announcement;
}

/**
 * The case the room is about to play, in the room's language: its cover and its title
 * (docs/product.md#case-library), kept small enough for the join code to stay the largest thing.
 */
function ShowCase({ scenario, lang }: { scenario: ScenarioSummary; lang: Language }) {
  const title = scenario.title?.[lang];
  const cover = scenario.cover?.[lang];
  if (!title) return null;
  return (
    <Box
      data-testid="show-case"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: { xs: 'center', md: 'flex-start' },
        gap: { xs: 1.5, md: 2.5 },
        mb: { xs: 1.5, md: 2 },
      }}
    >
      {cover && (
        <Box
          component="img"
          src={coverUrl(scenario.id, lang)}
          alt={cover}
          width={1200}
          height={800}
          sx={{
            display: 'block',
            flex: 'none',
            height: { xs: 'min(20vw, 6rem)', md: 'min(15vh, 10rem)' },
            width: 'auto',
            aspectRatio: '3 / 2',
            objectFit: 'cover',
            borderRadius: 1,
            boxShadow: 6,
          }}
        />
      )}
      <Typography
        component="h2"
        sx={{ fontSize: 'clamp(1.3rem, 3vw, 2.6rem)', fontWeight: 600, lineHeight: 1.15, minWidth: 0 }}
      >
        {title}
      </Typography>
    </Box>
  );
}

/**
 * Before the start (docs/product.md#show-screen): the case's cover and title, the join code,
 * link and QR code as large as the room needs, and the investigators arriving, newest first.
 */
export function ShowLobby({
  session,
  scenario,
  lang,
  players,
  names,
  settled,
  t,
}: {
  session: Session;
  /** The session's case, once the list of cases is read. */
  scenario: ScenarioSummary | undefined;
  /** The room's language. */
  lang: Language;
  players: PlayerProgress[];
  names: Map<string, string>;
  /** The list as read on opening, not an older one cached: arrivals count from there. */
  settled: boolean;
  t: TFunction;
}) {
  const announcement = useArrivals(settled ? players : undefined, names, t);
  const link = joinLink(readJoinBase(), session.id);
  const note = CLOSED_NOTES[session.status];
  const arrivals = [...players].sort(newestFirst);
  return (
    <>
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          gridTemplateRows: { md: 'minmax(0, 1fr)' },
          alignItems: 'center',
          justifyItems: { xs: 'center', md: 'stretch' },
          gap: { xs: 3, md: 5 },
          px: { xs: 2, md: 6 },
          py: { xs: 2, md: 3 },
        }}
      >
        <Box sx={{ textAlign: { xs: 'center', md: 'left' }, minWidth: 0 }}>
          {scenario && <ShowCase scenario={scenario} lang={lang} />}
          <Typography component="p" sx={{ fontSize: 'clamp(1.1rem, 2.4vw, 2rem)', color: 'text.primary' }}>
            {t('admin.join.instruction')}
          </Typography>
          <Typography
            component="p"
            data-testid="join-code"
            sx={{
              fontFamily: '"Cousine", monospace',
              fontWeight: 700,
              fontSize: { xs: 'min(15vw, 12vh)', md: 'min(10vw, 18vh)' },
              letterSpacing: '0.06em',
              lineHeight: 1.1,
              color: 'secondary.main',
              whiteSpace: 'nowrap',
              my: 1,
            }}
          >
            {formatJoinCode(session.id)}
          </Typography>
          <Typography component="p" sx={{ fontSize: 'clamp(1rem, 2vw, 1.6rem)', color: 'text.secondary' }}>
            {t('admin.join.orOpen')}
          </Typography>
          <Typography
            component="p"
            data-testid="join-link"
            sx={{ fontSize: 'clamp(1rem, 2vw, 1.6rem)', fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {link}
          </Typography>
          {note && (
            <Typography
              component="p"
              sx={{ mt: 2, fontSize: 'clamp(1rem, 1.8vw, 1.4rem)', color: 'warning.main' }}
            >
              {t(note)}
            </Typography>
          )}
        </Box>
        <Box
          sx={{
            justifySelf: 'center',
            bgcolor: '#ffffff',
            p: { xs: 1.5, md: 2 },
            borderRadius: 2,
            lineHeight: 0,
            boxSizing: 'border-box',
            // As large as the room needs, never more than the screen leaves.
            height: { md: 'min(100%, 34vw, 60vh)' },
            aspectRatio: { md: '1' },
            '& svg': {
              display: 'block',
              height: { xs: 'auto', md: '100%' },
              width: { xs: 'min(70vw, 40vh)', md: '100%' },
            },
          }}
        >
          <QRCodeSVG
            value={link}
            size={512}
            level="M"
            marginSize={2}
            bgColor="#ffffff"
            fgColor="#000000"
            title={t('admin.join.qrLabel', { link })}
            role="img"
            aria-label={t('admin.join.qrLabel', { link })}
            data-testid="join-qr"
          />
        </Box>
      </Box>
      <Box component="section" aria-labelledby="arrivals-title" sx={{ px: { xs: 2, md: 6 }, pb: 3 }}>
        <Typography id="arrivals-title" variant="h5" component="h2" sx={{ mb: 1 }}>
          {players.length === 0 ? t('admin.join.none') : t('admin.join.count', { count: players.length })}
        </Typography>
        <Box
          component="ul"
          aria-labelledby="arrivals-title"
          // Scrolls on a projector once the room is full: reachable with the keyboard.
          tabIndex={0}
          sx={{
            listStyle: 'none',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            p: 0,
            m: 0,
            maxHeight: { md: '20vh' },
            overflowY: 'auto',
          }}
        >
          {arrivals.map((player, index) => (
            <li key={player.playerId}>
              <Chip
                label={names.get(player.playerId)}
                color={index === 0 ? 'secondary' : 'default'}
                variant={index === 0 ? 'filled' : 'outlined'}
                sx={{ fontSize: '1.05rem', maxWidth: '80vw' }}
              />
            </li>
          ))}
        </Box>
        <span role="status" className="visually-hidden" data-testid="arrivals-announcement">
          {announcement}
        </span>
      </Box>
    </>
  );
}
