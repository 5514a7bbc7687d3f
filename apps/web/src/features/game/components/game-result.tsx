import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameState, Leaderboard } from '@coulisses/shared/game/game.schema';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { CloseIcon } from '../../../components/close-icon';
import { MarkdownText } from '../../../components/markdown';
import { getLeaderboard } from '../api/game';
import { formatDuration } from '../hooks/use-countdown';
import { FolderIcon } from './folder-icons';
import { leaderboardLines } from './leaderboard-rows';
import { scrollRegion } from '../../../lib/scroll-region';

/** After the accusation: the verdict on each answer, the score, the debrief, the leaderboard. */
export function GameResult({ player, state }: { player: RegisteredPlayer; state: GameState }) {
  const { t } = useTranslation();
  const titleId = useId();
  const boardId = useId();
  const [board, setBoard] = useState<Leaderboard>();
  useEffect(() => {
    getLeaderboard(player).then(setBoard, () => setBoard([]));
  }, [player, state.status]);
  const { result, score } = state;

  return (
    <Box data-testid="debrief">
      <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography id={titleId} variant="h4" component="h2" gutterBottom>
          {state.status === 'finished' ? t('game.result.title') : t('game.result.overTitle')}
        </Typography>
        <Typography variant="h5" component="p" sx={{ color: 'secondary.main', mb: 2 }} data-testid="score">
          {t('game.result.score', { score: score.total })}
        </Typography>
        <Table size="small" aria-label={t('game.result.breakdown')} sx={{ mb: 2, maxWidth: 420 }}>
          <TableBody>
            {(['lockPoints', 'answerPoints', 'timePoints'] as const).map((part) => (
              <TableRow key={part}>
                <TableCell component="th" scope="row">
                  {t(`game.result.${part}`)}
                </TableCell>
                <TableCell align="right">{score[part]}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row">
                {t('game.result.penaltyPoints')}
              </TableCell>
              <TableCell align="right">−{score.penaltyPoints}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
        {result && (
          <Box component="ul" sx={{ pl: 0, listStyle: 'none' }} aria-label={t('game.result.answers')}>
            {result.answers.map((answer) => (
              <Box component="li" key={answer.questionId} sx={{ mb: 1.5 }} data-right={answer.right}>
                <Typography sx={{ fontWeight: 600 }}>{answer.prompt}</Typography>
                <Typography>
                  {answer.right ? (
                    <FolderIcon kind="solved" fontSize="small" sx={{ verticalAlign: 'middle', mr: 0.5 }} />
                  ) : (
                    <CloseIcon
                      aria-hidden="true"
                      fontSize="small"
                      sx={{ verticalAlign: 'middle', mr: 0.5 }}
                    />
                  )}
                  {answer.right
                    ? t('game.result.right', { answer: answer.expected })
                    : t('game.result.wrong', { given: answer.given ?? '—', answer: answer.expected })}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Paper>
      {result && (
        <Paper component="section" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }} aria-label={t('game.result.debrief')}>
          <Box className="case-document case-document--report">
            <MarkdownText>{result.debrief}</MarkdownText>
          </Box>
        </Paper>
      )}
      <Paper component="section" aria-labelledby={boardId} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={boardId} variant="h5" component="h2" gutterBottom>
          {t('game.leaderboard.title')}
        </Typography>
        <Box sx={{ overflowX: 'auto' }} {...scrollRegion({ 'aria-labelledby': boardId })}>
          <Table size="small" data-testid="leaderboard">
            <TableHead>
              <TableRow>
                <TableCell>{t('game.leaderboard.rank')}</TableCell>
                <TableCell>{t('game.leaderboard.player')}</TableCell>
                <TableCell align="right">{t('game.leaderboard.score')}</TableCell>
                <TableCell align="right">{t('game.leaderboard.time')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {leaderboardLines(board ?? []).map((line) =>
                line.kind === 'gap' ? (
                  // The ranks skipped between the top and the player's own row: the ranks
                  // themselves say it to a screen reader.
                  <TableRow key={`after-${line.after}`} aria-hidden="true" data-testid="leaderboard-gap">
                    <TableCell colSpan={4}>…</TableCell>
                  </TableRow>
                ) : (
                  <TableRow key={line.row.rank} selected={line.row.you}>
                    <TableCell>{line.row.rank}</TableCell>
                    <TableCell>
                      {line.row.player}
                      {line.row.you ? ` (${t('game.leaderboard.you')})` : ''}
                      {!line.row.finished ? ` — ${t('game.leaderboard.playing')}` : ''}
                    </TableCell>
                    <TableCell align="right">{line.row.score}</TableCell>
                    <TableCell align="right">
                      {line.row.finished ? formatDuration(line.row.elapsedSeconds) : '—'}
                    </TableCell>
                  </TableRow>
                ),
              )}
            </TableBody>
          </Table>
        </Box>
      </Paper>
    </Box>
  );
}
