import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import type { DocumentReader } from '../hooks/use-document-reader';
import type { GameDialogs as Dialogs } from '../hooks/use-game-dialogs';
import type { Inbox } from '../hooks/use-messages';
import { BriefingDialog } from './briefing-dialog';
import { DocumentDialog } from './document-dialog';
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
  const inboxOpen = dialogs.isOpen('inbox');

  return (
    <>
      <DocumentDialog document={reader.document} loading={reader.loading} onClose={reader.close} />
      {/* In a team, the notepad is the team's (docs/product.md#team-notepad). */}
      {teamId ? (
        <TeamNotepad
          key={teamId}
          player={player}
          teamId={teamId}
          open={dialogs.isOpen('notes')}
          onClose={() => dialogs.close('notes')}
        />
      ) : (
        <Notepad playerId={player.id} open={dialogs.isOpen('notes')} onClose={() => dialogs.close('notes')} />
      )}
      <BriefingDialog
        player={player}
        open={dialogs.isOpen('briefing')}
        onClose={() => dialogs.close('briefing')}
      />
      <MessagesInbox open={inboxOpen} inbox={inbox} onClose={() => dialogs.close('inbox')} />
      {!inboxOpen && !sessionDeleted && (
        <MessageNotice
          unread={inbox.unread}
          onDismiss={(id) => inbox.markSeen([id])}
          onOpenInbox={() => dialogs.open('inbox')}
        />
      )}
      <LeaveGameDialog
        open={dialogs.isOpen('leave')}
        onCancel={() => dialogs.close('leave')}
        onConfirm={onLeave}
        onExited={() => window.document.getElementById(GAME_MENU_BUTTON_ID)?.focus()}
      />
      <SessionDeletedDialog open={sessionDeleted} onRegister={onLeave} />
    </>
  );
}
