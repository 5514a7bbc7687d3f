import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { timeTakenSeconds } from '@coulisses/shared/session/player-rank';
import { ScrollTable } from '../../../components/scroll-table';
import { stickyFirstColumn } from '../../../components/sticky-cells';
import { useExportResults } from '../api/results';
import { formatDuration } from '../../../lib/format-duration';
import { formatList, formatNumber } from '../../../lib/format-number';
import { useCurrentLanguage } from '../../../lib/i18n';
import { teamStandings } from '@coulisses/shared/session/player-rank';
import { usePublicNames } from '../../../hooks/use-public-names';
import { nameIn } from './format';
import { NameWithCaption } from './name-cell';
import { readFailure } from '../../../lib/read-failure';

/**
 * The time to the accusation; once a game is over without one, the time it was played
 * (docs/product.md#pacing: the session's pauses left out, as everywhere).
 */
function TimeTaken({ player }: { player: PlayerProgress }) {
  const { t } = useTranslation();
  const ended = player.status === 'over' && player.startedAt !== null;
  const taken = timeTakenSeconds(player) ?? (ended ? player.elapsedSeconds : null);
  if (taken !== null) return <>{formatDuration(taken)}</>;
  return <>{t(player.startedAt ? 'admin.results.stillPlaying' : 'admin.dashboard.notStarted')}</>;
}

function Accusation({ solved }: { solved: boolean | null }) {
  const { t } = useTranslation();
  if (solved === null) return <>{t('admin.results.accusationNone')}</>;
  return (
    <Typography component="span" sx={{ color: solved ? 'success.main' : 'error.main', fontWeight: 600 }}>
      {t(solved ? 'admin.results.accusationRight' : 'admin.results.accusationWrong')}
    </Typography>
  );
}

/**
 * docs/product.md#results: the leaderboard, ranked as the server ranks it, and the CSV export — fetched
 * with the admin's credentials, then handed to the browser under the server's file name.
 */
export function ResultsPanel({
  sessionId,
  players,
  inTeams,
  onExported,
}: {
  sessionId: string;
  players: PlayerProgress[];
  /** Played in teams: the teams are ranked, each with its members (docs/product.md#teams). */
  inTeams: boolean;
  onExported: (fileName: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const exportResults = useExportResults(sessionId);
  // docs/product.md#nicknames: each player by the name the show screen and the leaderboard give them.
  const names = usePublicNames(players);
  // The refusal's words, read from its body once the export has failed.
  const [failure, setFailure] = useState<string | undefined>();

  const exportCsv = async () => {
    setFailure(undefined);
    try {
      onExported(await exportResults.mutateAsync());
    } catch (error) {
      const { message } = await readFailure(error, t, t('admin.results.exportFailed'));
      if (message) setFailure(message);
    }
  };

  return (
    <Box component="section" aria-labelledby="results-title">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 1.5,
        }}
      >
        <Typography id="results-title" variant="h6" component="h2">
          {t('admin.results.title')}
        </Typography>
        <Button variant="contained" onClick={() => void exportCsv()} disabled={exportResults.isPending}>
          {t('admin.results.export')}
        </Button>
      </Box>
      {failure && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {players.length === 0 ? (
        <Typography color="text.secondary">{t('admin.dashboard.noPlayers')}</Typography>
      ) : (
        <Paper>
          <ScrollTable label={t('admin.results.title')}>
            <Table
              size="small"
              aria-labelledby="results-title"
              sx={(theme) => ({ minWidth: 620, ...stickyFirstColumn(theme) })}
            >
              <TableHead>
                <TableRow>
                  <TableCell align="right">{t('admin.dashboard.columns.rank')}</TableCell>
                  <TableCell>{t(inTeams ? 'admin.results.team' : 'admin.dashboard.columns.mail')}</TableCell>
                  <TableCell align="right">{t('admin.dashboard.columns.score')}</TableCell>
                  <TableCell align="right">{t('admin.dashboard.columns.locks')}</TableCell>
                  <TableCell>{t('admin.results.timeTaken')}</TableCell>
                  <TableCell>{t('admin.results.accusation')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(inTeams ? teamStandings(players) : players).map((player, index) => (
                  <TableRow key={player.playerId} data-testid={`result-row-${player.playerId}`}>
                    <TableCell align="right">{index + 1}</TableCell>
                    <TableCell component="th" scope="row" sx={{ whiteSpace: inTeams ? 'normal' : 'nowrap' }}>
                      {inTeams ? (
                        <NameWithCaption
                          name={player.nickname ?? ''}
                          caption={formatList(
                            players
                              .filter((member) => member.team?.id === player.playerId)
                              .map((member) => nameIn(names, member)),
                            lang,
                          )}
                        />
                      ) : (
                        <NameWithCaption
                          name={nameIn(names, player)}
                          caption={player.mail}
                          testId="result-name"
                        />
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatNumber(player.score, lang)}
                    </TableCell>
                    <TableCell align="right">
                      {player.locksSolved}/{player.lockCount}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <TimeTaken player={player} />
                    </TableCell>
                    <TableCell>
                      <Accusation solved={player.solved} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollTable>
        </Paper>
      )}
    </Box>
  );
}
