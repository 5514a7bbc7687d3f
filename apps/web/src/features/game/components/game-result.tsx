import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameState, Leaderboard } from '@coulisses/shared/game/game.schema';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { MarkdownText } from '../../../components/markdown';
import { RankingRule } from '../../../components/ranking-rule';
import { useLeaderboardQuery } from '../api/game';
import { formatDuration } from '../../../lib/format-duration';
import { formatNumber } from '../../../lib/format-number';
import { useCurrentLanguage } from '../../../lib/i18n';
import { EndingEpilogue, EndingReveal } from './ending-reveal';
import { EndingVerdict } from './ending-verdict';
import { LeaderboardTable } from './leaderboard-table';
import { SealedVerdict } from './sealed-verdict';

/** The player's rank, time and score, side by side: what a group compares first. */
function Standing({ board, score }: { board: Leaderboard | undefined; score: number }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const own = board?.find((row) => row.you);
  const facts = [
    { key: 'rank', value: own ? String(own.rank) : '—' },
    { key: 'time', value: own?.finished ? formatDuration(own.elapsedSeconds) : '—' },
    { key: 'points', value: formatNumber(score, lang) },
  ] as const;
  return (
    <Box
      component="dl"
      data-testid="standing"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, m: 0, mb: 2 }}
    >
      {facts.map((fact) => (
        <Box
          key={fact.key}
          sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5, textAlign: 'center', minWidth: 0 }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`game.result.standing.${fact.key}`)}
          </Typography>
          <Typography
            component="dd"
            variant="h5"
            sx={{ m: 0, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
            data-testid={`standing-${fact.key}`}
          >
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * After the accusation, the ending (docs/product.md#accusation): the verdict — case solved,
 * or not — with each answer judged; the case's ending for it (a win's curtain falling, or
 * the case not solved and then what really happened); the player's rank, time and score;
 * then the explanation (the debrief); the session's leaderboard closes it. A game whose
 * time ran out without an accusation has none of it until the session ends: only its
 * score and board.
 * While the solution is kept from the session, the sealed verdict stands where the verdict
 * will be, and the score waits for the verdict's points
 * (docs/decisions/0015-nothing-learned-while-anyone-plays.md).
 */
export function GameResult({ player, state }: { player: RegisteredPlayer; state: GameState }) {
  const { t } = useTranslation();
  const titleId = useId();
  const boardId = useId();
  const debriefId = useId();
  const { result, score, sealedVerdict } = state;
  const lang = useCurrentLanguage();
  // The board changes when the seal breaks: the verdicts' points join the scores.
  const released = Boolean(result);
  const { data: board } = useLeaderboardQuery(player, state.status, released);

  // The ending takes the place of the accusation form, whose button had the focus: read
  // from its top, the reveal first, with the reading position there — unless the focus is
  // already somewhere the player chose.
  const ending = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    window.scrollTo({ top: 0 });
    ending.current?.focus({ preventScroll: true });
  }, []);
  // The seal breaks while the player looks: the reveal takes the sealed verdict's place,
  // at the top, and a screen reader hears it.
  const [unsealed, setUnsealed] = useState(false);
  const wasSealed = useRef(Boolean(sealedVerdict));
  useEffect(() => {
    if (!wasSealed.current || !released) return;
    wasSealed.current = false;
    setUnsealed(true);
    window.scrollTo({ top: 0 });
    ending.current?.focus({ preventScroll: true });
  }, [released]);

  return (
    // Where the reading goes once the accusation is made: a place to read from, not a
    // control (no ring).
    <Box data-testid="debrief" ref={ending} tabIndex={-1} sx={{ outline: 'none' }}>
      <div className="visually-hidden" role="status" aria-live="polite">
        {unsealed ? t('game.sealed.released') : ''}
      </div>
      {result && <EndingVerdict result={result} />}
      {result &&
        (result.verdict === 'unsolved' && result.epilogue ? (
          <EndingEpilogue markdown={result.epilogue} />
        ) : (
          <EndingReveal markdown={result.reveal} />
        ))}
      {sealedVerdict && <SealedVerdict verdict={sealedVerdict} />}
      <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography id={titleId} variant="h4" component="h2" gutterBottom>
          {result || sealedVerdict ? t('game.result.investigation') : t('game.result.overTitle')}
        </Typography>
        <Standing board={board} score={score.total} />
        <Typography variant="h6" component="p" sx={{ color: 'secondary.main', mb: 1 }} data-testid="score">
          {t(sealedVerdict ? 'game.sealed.score' : 'game.result.score', {
            score: formatNumber(score.total, lang),
          })}
        </Typography>
        <Table size="small" aria-label={t('game.result.breakdown')} sx={{ mb: 2, maxWidth: 420 }}>
          <TableBody>
            {(['lockPoints', 'answerPoints', 'timePoints'] as const).map((part) => (
              <TableRow key={part}>
                <TableCell component="th" scope="row">
                  {t(`game.result.${part}`)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid={`score-${part}`}>
                  {part === 'answerPoints' && sealedVerdict
                    ? t('game.sealed.pending')
                    : t('game.result.points', {
                        count: score[part],
                        points: formatNumber(score[part], lang),
                      })}
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row">
                {t('game.result.penaltyPoints')}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {/* Points, not a time; no penalty is 0, not "−0". */}
                {t('game.result.points', {
                  count: score.penaltyPoints,
                  points: score.penaltyPoints > 0 ? `−${formatNumber(score.penaltyPoints, lang)}` : '0',
                })}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Paper>
      {result && (
        <Paper component="section" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }} aria-labelledby={debriefId}>
          <Typography id={debriefId} variant="h5" component="h2" gutterBottom>
            {t('game.result.debrief')}
          </Typography>
          <Box className="case-document case-document--report">
            <MarkdownText headingShift={1}>{result.debrief}</MarkdownText>
          </Box>
        </Paper>
      )}
      <Paper component="section" aria-labelledby={boardId} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={boardId} variant="h5" component="h2" gutterBottom>
          {t('game.leaderboard.title')}
        </Typography>
        <LeaderboardTable
          board={board ?? []}
          label={t('game.leaderboard.title')}
          teams={state.teamSize !== null}
        />
        <RankingRule sx={{ mt: 1.5, color: 'text.secondary' }} />
      </Paper>
    </Box>
  );
}
