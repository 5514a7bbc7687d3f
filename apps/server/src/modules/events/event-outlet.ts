import type { LiveEvent } from '@coulisses/shared/live/live-event.schema';
import type { Message } from '@coulisses/shared/message/message.schema';
import type { Player } from '@coulisses/shared/player/player.schema';
import type { Session } from '@coulisses/shared/session/session.schema';
import { NOTEPAD_LIVE_UPDATE_MAX } from '@coulisses/shared/team/team.schema';
import type { TeamPresence } from '@coulisses/shared/team/presence.schema';
import type { GameTable } from '../../db/schema.js';
import type { LiveEvents } from '../live/live-events.js';

/** What a player's row on the dashboard shows of their progress. */
export interface PlayerStanding {
  locksSolved: number;
  score: number;
}

/** Who a player's event is about. */
type PlayerOfSession = Pick<Player, 'id' | 'sessionId'>;

/** The part of a saved game its event carries. */
export type GameProgress = Pick<GameTable, 'session_id' | 'player_id' | 'team_id' | 'solved_locks' | 'score'>;

/** A change of who is in which team (docs/product.md#teams). */
export interface TeamChange {
  sessionId: string;
  teamId: string | null;
  playerId: string | null;
  previousTeamId: string | null;
}

/** A team's accusation proposed by one member (docs/product.md#team-accusation). */
export interface ProposalMade {
  sessionId: string;
  teamId: string;
  proposalId: string;
  /** Its proposer, who needs no telling, and their nickname then. */
  by: string;
  byNickname: string | null;
}

/**
 * Where the modules say what happened, once. Delivery is the outlet's business: the live
 * channel (in-process, or PostgreSQL NOTIFY to every instance) and Web Push. Nothing here
 * makes the caller wait or fail: a lost event is reported, the action stands.
 */
export interface EventOutlet {
  /** A player registered (or came back): the join screen and the dashboards show them. */
  playerJoined(player: PlayerOfSession): void;
  /** A player's record changed: the dashboards redraw their row. */
  playerChanged(player: PlayerOfSession, standing: PlayerStanding): void;
  /**
   * A game was saved (started, answered, hinted, accused): the dashboards redraw its row,
   * and a team's members read it again. `by`: the player who acted, if one did.
   */
  gameChanged(game: GameProgress, by?: string): void;
  /**
   * A member proposed the team's accusation: the other members' devices are pushed, so that
   * a phone in the background is told too (the game's own change is `gameChanged`'s).
   */
  accusationProposed(proposal: ProposalMade): void;
  /** Teams were made or changed, or a player moved between them: their members and the dashboards read them again. */
  teamChanged(change: TeamChange): void;
  /** A member wrote in the team's notepad: the others read what is new, or apply `update` (what it added, base64). */
  notepadChanged(change: { sessionId: string; teamId: string; playerId: string; update: string }): void;
  /** A member said what they are on: their teammates' phones show it (docs/product.md#team-presence). */
  presenceSaid(said: { sessionId: string; teamId: string; playerId: string; presence: TeamPresence }): void;
  /** A member pinned, took off or voted on a clue of the team's board: the members read it again. */
  boardChanged(change: { sessionId: string; teamId: string; playerId: string }): void;
  /** A session changed (status, clock, name…): its dashboards and players read it again. */
  sessionChanged(session: Pick<Session, 'id' | 'status'>): void;
  /** A session was deleted: every stream of it hears so and closes. */
  sessionDeleted(sessionId: string): void;
  /** A message or a warning was stored: its recipients' streams hear of it and their devices are pushed. */
  messageSent(message: Message): void;
  /** A player read messages: the game masters' view of their path shows when. */
  messagesRead(player: PlayerOfSession): void;
  /** A player is no longer on their device: removed, or gone on from another one. */
  playerGone(player: PlayerOfSession, reason: 'removed' | 'moved'): void;
}

export interface OutletDelivery {
  live: Pick<LiveEvents, 'publish'>;
  /** Pushes a message to its recipients' subscribed devices, without making the caller wait. */
  push: (message: Message) => void;
  /** Pushes a proposed accusation to the other members' subscribed devices, the same way. */
  pushProposal: (proposal: ProposalMade) => void;
  /** Hears of an event the live channel could not take. */
  lost: (error: unknown, event: LiveEvent) => void;
}

const NOT_STARTED: PlayerStanding = { locksSolved: 0, score: 0 };

/** The one place a player's event is built. */
const playerEvent = (sessionId: string, playerId: string, standing: PlayerStanding): LiveEvent => ({
  type: 'player',
  sessionId,
  playerId,
  locksSolved: standing.locksSolved,
  score: standing.score,
});

export function eventOutlet({ live, push, pushProposal, lost }: OutletDelivery): EventOutlet {
  const announce = (event: LiveEvent) => {
    live.publish(event).catch((error: unknown) => lost(error, event));
  };
  return {
    playerJoined: (player) => announce(playerEvent(player.sessionId, player.id, NOT_STARTED)),
    playerChanged: (player, standing) => announce(playerEvent(player.sessionId, player.id, standing)),
    gameChanged(game, by) {
      const standing = { locksSolved: game.solved_locks, score: game.score };
      if (game.player_id !== null) announce(playerEvent(game.session_id, game.player_id, standing));
      else if (game.team_id !== null) {
        announce({
          type: 'teamGame',
          sessionId: game.session_id,
          teamId: game.team_id,
          playerId: by ?? null,
          ...standing,
        });
      }
    },
    accusationProposed: (proposal) => pushProposal(proposal),
    teamChanged: (change) => announce({ type: 'team', ...change }),
    // Carried when small enough to travel between instances; otherwise the phones read it.
    notepadChanged: ({ update, ...change }) =>
      announce({
        type: 'notepad',
        ...change,
        ...(update.length <= NOTEPAD_LIVE_UPDATE_MAX ? { update } : {}),
      }),
    presenceSaid: ({ sessionId, teamId, playerId, presence: { lockId, documentId, typing, cursor } }) =>
      announce({ type: 'presence', sessionId, teamId, playerId, lockId, documentId, typing, cursor }),
    boardChanged: (change) => announce({ type: 'teamBoard', ...change }),
    sessionChanged: (session) => announce({ type: 'session', sessionId: session.id, status: session.status }),
    sessionDeleted: (sessionId) => announce({ type: 'sessionDeleted', sessionId }),
    messageSent(message) {
      announce({
        type: 'message',
        sessionId: message.sessionId,
        playerId: message.playerId,
        teamId: message.teamId,
        messageId: message.id,
      });
      push(message);
    },
    messagesRead: (player) =>
      announce({ type: 'messagesRead', sessionId: player.sessionId, playerId: player.id }),
    playerGone: (player, reason) =>
      announce({ type: 'playerGone', sessionId: player.sessionId, playerId: player.id, reason }),
  };
}
