import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Player } from '@coulisses/shared/player/player.schema';
import { htmlLang } from '@coulisses/shared/languages';
import { formatJoinCode } from '@coulisses/shared/session/join-code';
import type { Session } from '@coulisses/shared/session/session.schema';
import { readJoinBase } from '../../../lib/config';
import { currentLanguage } from '../../../lib/i18n';
import { joinLink } from '../../../lib/paths';
import { listPlayers } from '../api/players';

/** The players of one session, as GET /v1/players?sessionId answers them. */
export function PlayersPanel({ session }: { session: Session }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [players, setPlayers] = useState<Player[] | undefined>();
  const [failed, setFailed] = useState(false);

  // Opening a session's players takes the focus there, so the change is announced.
  useEffect(() => heading.current?.focus(), [session.id]);

  useEffect(() => {
    let live = true;
    setPlayers(undefined);
    listPlayers(session.id)
      .then((loaded) => live && setPlayers(loaded))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [session.id, session.playerCount]);

  const link = joinLink(readJoinBase(), session.id);
  const time = new Intl.DateTimeFormat(htmlLang(currentLanguage()), {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (
    <Paper component="section" aria-labelledby="players-title" sx={{ p: 2, mt: 3 }}>
      <Typography id="players-title" variant="h6" component="h2" gutterBottom tabIndex={-1} ref={heading}>
        {t('admin.players.title', { name: session.name, code: formatJoinCode(session.id) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, wordBreak: 'break-all' }}>
        {t('admin.players.joinLink')}{' '}
        <Link href={link} color="secondary">
          {link}
        </Link>
      </Typography>
      {failed && <Typography color="error">{t('admin.loadFailed')}</Typography>}
      {players?.length === 0 && <Typography color="text.secondary">{t('admin.players.none')}</Typography>}
      {players && players.length > 0 && (
        <Table size="small" aria-labelledby="players-title">
          <TableHead>
            <TableRow>
              <TableCell>{t('admin.players.mail')}</TableCell>
              <TableCell>{t('admin.players.lang')}</TableCell>
              <TableCell>{t('admin.players.joinedAt')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {players.map((player) => (
              <TableRow key={player.id}>
                <TableCell>{player.mail}</TableCell>
                <TableCell>{t(`languages.${player.lang}`)}</TableCell>
                <TableCell>{time.format(new Date(player.createdAt))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
