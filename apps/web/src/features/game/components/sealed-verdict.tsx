import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SealedVerdict as Sealed } from '@coulisses/shared/game/game.schema';
import { formatNumber } from '../../../lib/format-number';
import { useCurrentLanguage } from '../../../lib/i18n';

/**
 * The ending while the solution is kept from the session
 * (docs/decisions/0015-nothing-learned-while-anyone-plays.md): the investigation is over,
 * the player's accusation lies in a sealed envelope — their own answers, under a wax seal,
 * and what it is worth. In a self-paced session, where others may read the solution at
 * once, it says why this player waits (docs/product.md#debrief-release), the same for a
 * right and a wrong accusation. The game master's release or the session's end breaks the
 * seal: the game screen hears of it on its live channel and the verdict takes this place.
 */
export function SealedVerdict({ verdict }: { verdict: Sealed }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      className="sealed-verdict"
      data-testid="sealed-verdict"
    >
      <Box className="sealed-verdict__seal" aria-hidden="true">
        <svg viewBox="0 0 64 64" width="72" height="72">
          <path d="M32 14a7 7 0 0 1 3.9 12.8L38.6 42H25.4l2.7-15.2A7 7 0 0 1 32 14Z" fill="currentColor" />
        </svg>
      </Box>
      <Typography id={titleId} variant="h4" component="h2" className="sealed-verdict__title">
        {t('game.sealed.title')}
      </Typography>
      <Typography className="sealed-verdict__text">{t('game.sealed.text')}</Typography>
      {/* Why this player waits while others may read it: their own way there, never their answers. */}
      {verdict.reason !== 'session' && (
        <Typography className="sealed-verdict__text" data-testid="sealed-reason">
          {t(`game.sealed.reason.${verdict.reason}`)}
        </Typography>
      )}
      <Box className="sealed-verdict__envelope">
        <Typography component="h3" className="sealed-verdict__heading">
          {t('game.sealed.yourAccusation')}
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          {verdict.answers.map((answer) => (
            <Box key={answer.questionId} sx={{ mb: 1 }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {answer.prompt}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {answer.given}
              </Typography>
            </Box>
          ))}
        </Box>
        <span className="sealed-verdict__stamp" aria-hidden="true">
          {t('game.sealed.stamp')}
        </span>
      </Box>
      <Typography className="sealed-verdict__text" data-testid="points-at-stake">
        {t('game.sealed.pointsAtStake', { points: formatNumber(verdict.pointsAtStake, lang) })}
      </Typography>
    </Box>
  );
}
