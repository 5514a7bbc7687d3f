import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentReader } from '../hooks/use-document-reader';
import type { GameDialogs as Dialogs } from '../hooks/use-game-dialogs';
import type { Inbox } from '../hooks/use-messages';
import { BriefingDialog } from './briefing-dialog';
import { DocumentDialog, DocumentDialogWarmUp } from './document-dialog';
import { GAME_MENU_BUTTON_ID } from './game-menu';
import { LeaveGameDialog } from './leave-game-dialog';
import { MessageNotice } from './message-notice';
import { MessagesInbox } from './messages-inbox';
import { Notepad } from './notepad';
import { TeamNotepad } from './team/team-notepad';
import { SessionDeletedDialog } from './session-deleted-dialog';

interface GameDialogsProps {
  player: RegisteredPlayer;
  dialogs: Dialogs;
  reader: DocumentReader;
  inbox: Inbox;
  sessionDeleted: boolean;
  /** The player's team, whose notepad is shared. */
  teamId: string | undefined;
  onLeave: () => void;
}

// Each dialog is drawn again only when what it is handed changes: a document opening over
// the game, or an answer on its way, leaves the closed ones as they are
// (docs/decisions/0023-what-a-tap-draws.md).
const Document = memo(DocumentDialog);
const Briefing = memo(BriefingDialog);
const Inbox = memo(MessagesInbox);
const OwnNotepad = memo(Notepad);
const SharedNotepad = memo(TeamNotepad);
const Leave = memo(LeaveGameDialog);
const SessionDeleted = memo(SessionDeletedDialog);

const focusGameMenu = () => window.document.getElementById(GAME_MENU_BUTTON_ID)?.focus();

/** What opens over the game: the document, the notepad, the briefing, the messages, leaving. */
export function GameDialogs({
  player,
  dialogs,
  reader,
  inbox,
  sessionDeleted,
  teamId,
  onLeave,
}: GameDialogsProps) {
  const { t } = useTranslation();
  const { isOpen, open, close } = dialogs;
  const inboxOpen = isOpen('inbox');
  // A document cited from its dialog, for the notepad to add as it opens beside it.
  const [note, setNote] = useState<string>();
  const noted = useCallback(() => setNote(undefined), []);
  const noteDocument = useCallback(
    (title: string) => {
      setNote(t('game.notes.cite', { title }));
      open('notes');
    },
    [open, t],
  );
  const closeNotes = useCallback(() => close('notes'), [close]);
  const closeBriefing = useCallback(() => close('briefing'), [close]);
  const closeInbox = useCallback(() => close('inbox'), [close]);
  const closeLeave = useCallback(() => close('leave'), [close]);

  return (
    <>
      <Document
        document={reader.document}
        loading={reader.loading}
        onClose={reader.close}
        onNote={noteDocument}
      />
      <DocumentDialogWarmUp />
      {/* In a team, the notepad is the team's (docs/product.md#team-notepad). */}
      {teamId ? (
        <SharedNotepad
          key={teamId}
          player={player}
          teamId={teamId}
          open={isOpen('notes')}
          onClose={closeNotes}
          note={note}
          onNoted={noted}
        />
      ) : (
        <OwnNotepad
          playerId={player.id}
          open={isOpen('notes')}
          onClose={closeNotes}
          note={note}
          onNoted={noted}
        />
      )}
      <Briefing player={player} open={isOpen('briefing')} onClose={closeBriefing} />
      <Inbox open={inboxOpen} inbox={inbox} onClose={closeInbox} />
      {!inboxOpen && !sessionDeleted && (
        <MessageNotice
          unread={inbox.unread}
          onDismiss={(id) => inbox.markSeen([id])}
          onOpenInbox={() => open('inbox')}
        />
      )}
      <Leave open={isOpen('leave')} onCancel={closeLeave} onConfirm={onLeave} onExited={focusGameMenu} />
      <SessionDeleted open={sessionDeleted} onRegister={onLeave} />
    </>
  );
}
