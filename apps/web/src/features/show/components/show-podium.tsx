import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import type { Language } from '@coulisses/shared/languages';
import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';
import { formatNumber, formatOrdinal } from '../../../lib/format-number';
import { useFitFont } from './use-fit-font';

/** Third, then second, then first: a beat between each, as the room holds its breath. */
const REVEAL_EVERY_MS = 2500;
const PODIUM = 3;

/** Every step holds its place, name and points: none spills out of its box. */
const stepsHoldTheirContent = (podium: HTMLElement) =>
  [...podium.children].every(
    (step) => step.scrollHeight <= step.clientHeight && step.scrollWidth <= step.clientWidth,
  );

/**
 * Each place's step, by place: where it stands left to right (second, first, third) and how
 * high. The list itself stays in rank order, for screen readers.
 */
const STEP: Record<number, { column: number; height: string }> = {
  1: { column: 2, height: '82%' },
  2: { column: 1, height: '62%' },
  3: { column: 3, height: '46%' },
};

/**
 * Once the session is finished (docs/product.md#show-screen): the podium, revealed place by
 * place from the third; at once for those who ask for less motion. Its type is the largest
 * at which each step holds its name, the longest a team may choose.
 */
export function ShowPodium({
  players,
  names,
  t,
  lang,
}: {
  /** Ranked as the leaderboard ranks them. */
  players: PlayerProgress[];
  names: Map<string, string>;
  t: TFunction;
  /** The big screen's language, which `t` speaks. */
  lang: Language;
}) {
  const reducedMotion = useReducedMotion();
  const podium = players.slice(0, PODIUM);
  // How many places are revealed, counted from the last one.
  const [revealed, setRevealed] = useState(0);
  useEffect(() => {
    if (revealed >= podium.length) return;
    const timer = setTimeout(() => setRevealed((count) => count + 1), reducedMotion ? 0 : REVEAL_EVERY_MS);
    return () => clearTimeout(timer);
  }, [revealed, podium.length, reducedMotion]);

  const shown = (place: number) => place > podium.length - revealed;
  const steps = useFitFont<HTMLOListElement>({
    min: '0.75rem',
    max: 'clamp(1.2rem, 3vw, 2.6rem)',
    fits: stepsHoldTheirContent,
  });
  return (
    <Box
      component="section"
      aria-labelledby="show-podium-title"
      sx={{
        flex: 1,
        minHeight: 0,
        display: 'flex',
        flexDirection: 'column',
        px: { xs: 2, md: '3vw' },
        py: { xs: 2, md: '2.5vh' },
      }}
    >
      <Typography id="show-podium-title" variant="h3" component="h2" sx={{ textAlign: 'center', mb: 2 }}>
        {t('admin.show.podium')}
      </Typography>
      {/* Each place said as it is revealed, for those who do not see the screen. */}
      <span role="status" className="visually-hidden" data-testid="podium-announcement">
        {revealed > 0 && podium[podium.length - revealed]
          ? t('admin.show.revealed', {
              place: formatOrdinal(podium.length - revealed + 1, lang),
              name: names.get(podium[podium.length - revealed]!.playerId),
            })
          : ''}
      </span>
      {podium.length === 0 ? (
        <Typography sx={{ textAlign: 'center', fontSize: 'clamp(1.1rem, 2vw, 1.6rem)' }}>
          {t('admin.join.none')}
        </Typography>
      ) : (
        <Box
          component="ol"
          ref={steps}
          data-testid="show-podium"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            // On a projector, the screen's height below the title.
            height: { xs: '50vh', md: 'auto' },
            flex: { md: '1 1 0' },
            minHeight: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
            gridTemplateRows: 'minmax(0, 1fr)',
            alignItems: 'end',
            gap: { xs: 1, md: 3 },
          }}
        >
          {podium.map((player, index) => {
            const place = index + 1;
            const visible = shown(place);
            return (
              <Box
                component="li"
                key={player.playerId}
                data-testid={`podium-${place}`}
                data-revealed={visible}
                sx={{
                  gridColumn: STEP[place]!.column,
                  gridRow: 1,
                  height: STEP[place]!.height,
                  overflow: 'hidden',
                  alignSelf: 'end',
                  display: 'flex',
                  flexDirection: 'column',
                  justifyContent: 'flex-start',
                  alignItems: 'center',
                  textAlign: 'center',
                  bgcolor: place === 1 ? 'secondary.dark' : 'background.paper',
                  borderTop: 4,
                  borderColor: 'secondary.main',
                  borderRadius: '8px 8px 0 0',
                  p: '0.4em',
                }}
              >
                <Typography component="span" sx={{ fontSize: '2.2em', fontWeight: 700, lineHeight: 1.2 }}>
                  {place}
                </Typography>
                <Box
                  sx={{
                    opacity: visible ? 1 : 0,
                    transform: visible ? 'none' : 'translateY(1rem)',
                    transition: reducedMotion ? 'none' : 'opacity 600ms ease, transform 600ms ease',
                  }}
                  aria-hidden={!visible}
                >
                  <Typography
                    component="span"
                    sx={{
                      display: 'block',
                      fontSize: '1em',
                      lineHeight: 1.25,
                      fontWeight: 700,
                      overflowWrap: 'anywhere',
                      // Its room taken from the start: the type does not shrink as it is revealed.
                      visibility: visible ? 'visible' : 'hidden',
                    }}
                  >
                    {names.get(player.playerId)}
                  </Typography>
                  <Typography
                    component="span"
                    sx={{
                      display: 'block',
                      // Large text, bold, whatever the fit: it stands on the first place's gold.
                      fontSize: 'max(0.62em, 1.2rem)',
                      fontWeight: 700,
                      lineHeight: 1.4,
                      minHeight: '1.4em',
                    }}
                  >
                    {visible
                      ? t('admin.show.points', {
                          count: player.score,
                          points: formatNumber(player.score, lang),
                        })
                      : ''}
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
