import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { NOTEPAD_MAX } from '@coulisses/shared/team/team.schema';
import { useSnackbar } from '../../../../lib/snackbar';
import { useTeamsQuery } from '../../api/teams';
import { useTeamNotepad } from '../../hooks/use-team-notepad';
import { NotesPanel } from '../notes/notes-panel';
import type { EditorHandle, Writer } from '../notes/notepad-editor';
import type { RemoteCaret } from '../notes/presence-awareness';
import { useTeamPresence } from '../../hooks/use-team-presence';
import { formatList } from '../../../../lib/format-number';
import { memberColour } from './member-colour';
import { memberName } from './team-members';

/** A member is typing until they pause this long. */
const TYPING_PAUSE_MS = 3_000;

// The editor and its library come with the first opening of the notepad, not with the game.
const NotepadEditor = lazy(() =>
  import('../notes/notepad-editor').then((module) => ({ default: module.NotepadEditor })),
);

/**
 * docs/product.md#team-notepad: the team's notepad, one text every member writes in, live,
 * in a panel beside what is being read (docs/product.md#notes-beside-the-evidence). Its
 * document stays with the game while the panel is closed, so that it is up to date when
 * opened. `note`: a line to add at its end as it opens (a document cited).
 */
export function TeamNotepad({
  player,
  teamId,
  open,
  onClose,
  note,
  onNoted,
}: {
  player: RegisteredPlayer;
  teamId: string;
  open: boolean;
  onClose: () => void;
  note?: string;
  onNoted: () => void;
}) {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  // A refused edit: said, and the notepad read afresh from the server's (a new document).
  const [generation, setGeneration] = useState(0);
  const refused = useCallback(
    (key: string | undefined) => {
      showError(t(key ? `errors.${key}` : 'game.notes.teamFailed'));
      setGeneration((current) => current + 1);
    },
    [showError, t],
  );
  return (
    <TeamNotepadPanel
      key={generation}
      player={player}
      teamId={teamId}
      open={open}
      onClose={onClose}
      onRefused={refused}
      note={note}
      onNoted={onNoted}
    />
  );
}

function TeamNotepadPanel({
  player,
  teamId,
  open,
  onClose,
  onRefused,
  note,
  onNoted,
}: {
  player: RegisteredPlayer;
  teamId: string;
  open: boolean;
  onClose: () => void;
  onRefused: (key: string | undefined) => void;
  note?: string;
  onNoted: () => void;
}) {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  const notepad = useTeamNotepad(player, teamId, onRefused);
  const members = useTeamsQuery(player, false).data?.teams.find((team) => team.id === teamId)?.members;

  const writers = useMemo(() => {
    const list = members ?? [];
    const byPlayer = new Map<string, Writer>();
    list.forEach((member, index) => {
      const name = memberName(t, list, member.id, member.nickname);
      byPlayer.set(member.id, {
        name,
        initial: [...name][0]?.toUpperCase() ?? '?',
        colour: memberColour(index),
      });
    });
    return byPlayer;
  }, [members, t]);
  const writerOf = useCallback(
    (clientId: number) => {
      const playerId = notepad.authors.get(clientId);
      if (!playerId) return undefined;
      return (
        writers.get(playerId) ?? {
          name: t('game.team.someone'),
          initial: '·',
          colour: 'rgba(245, 239, 230, 0.5)',
        }
      );
    },
    [notepad.authors, writers, t],
  );
  const full = useCallback(() => showError(t('errors.NOTEPAD_FULL')), [showError, t]);

  // docs/product.md#team-notepad: where the teammates' carets are, and who is typing now.
  const presence = useTeamPresence();
  const { announce } = presence;
  const carets = useMemo<RemoteCaret[]>(
    () =>
      presence.others.flatMap((other) =>
        other.cursor
          ? [{ key: other.playerId, name: other.label, colour: memberColour(other.colour), ...other.cursor }]
          : [],
      ),
    [presence.others],
  );
  const typing = presence.others.filter((other) => other.typing).map((other) => other.label);
  const stopTyping = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onTyping = useCallback(() => {
    if (stopTyping.current === undefined) announce({ typing: true });
    clearTimeout(stopTyping.current);
    stopTyping.current = setTimeout(() => {
      stopTyping.current = undefined;
      announce({ typing: false });
    }, TYPING_PAUSE_MS);
  }, [announce]);
  const onCaret = useCallback(
    (cursor: { anchor: string; head: string } | null) => announce({ cursor }),
    [announce],
  );
  // Closed, the notepad says this member is no longer in it.
  useEffect(() => {
    if (open) return;
    clearTimeout(stopTyping.current);
    stopTyping.current = undefined;
    announce({ typing: false, cursor: null });
  }, [open, announce]);
  const ready = !notepad.loading && !notepad.failed;

  // A document cited from its dialog: its line added once the editor is there.
  const [editor, setEditor] = useState<EditorHandle>();
  useEffect(() => {
    if (!open || !editor || note === undefined) return;
    editor.append(note);
    onNoted();
  }, [open, editor, note, onNoted]);

  return (
    <NotesPanel
      open={open}
      onClose={onClose}
      title={t('game.notes.teamTitle')}
      testId="team-notepad"
      status={
        notepad.failed ? (
          <Alert severity="warning" sx={{ my: 0.5 }}>
            {t('game.notes.teamFailed')}
          </Alert>
        ) : (
          <Typography variant="body2" color="text.secondary" data-testid="notepad-typing">
            {typing.length > 0
              ? t('game.notes.typing', { count: typing.length, names: formatList(typing, player.lang) })
              : t('game.notes.teamHelp')}
          </Typography>
        )
      }
    >
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        {ready ? (
          <Suspense fallback={<CircularProgress color="secondary" aria-label={t('game.notes.loading')} />}>
            <NotepadEditor
              text={notepad.text}
              writerOf={writerOf}
              label={t('game.notes.teamLabel')}
              placeholder={t('game.notes.teamPlaceholder')}
              max={NOTEPAD_MAX}
              carets={carets}
              onCaret={onCaret}
              onTyping={onTyping}
              onFull={full}
              testId="team-notes"
              onReady={setEditor}
            />
          </Suspense>
        ) : (
          !notepad.failed && <CircularProgress color="secondary" aria-label={t('game.notes.loading')} />
        )}
      </Box>
    </NotesPanel>
  );
}
