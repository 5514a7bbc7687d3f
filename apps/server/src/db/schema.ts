import type { Generated } from 'kysely';
import type { AdminRole } from '@coulisses/shared/auth/login.schema';
import type { Language } from '@coulisses/shared/languages';
import type { MessageKind } from '@coulisses/shared/message/message.schema';
import type { PlayerAction } from '@coulisses/shared/session/dashboard.schema';
import type { DebriefRelease, Pacing, SessionStatus } from '@coulisses/shared/session/session.schema';

/**
 * The tables as Kysely sees them. Dates are ISO-8601 text and JSON is text, so that one
 * set of migrations and queries serves SQLite and PostgreSQL alike (docs/decisions/0001-embedded-sqlite-and-postgres.md). Each column
 * is typed as the rows come out on both engines: integers as numbers (PostgreSQL's int8
 * too, parsed in database.ts), texts the server only ever writes from a closed list as
 * that list, flags as 0 or 1 (SQLite has no boolean).
 */
export interface AdminTable {
  id: string;
  username: string;
  password_hash: string;
  created_at: string;
  /** `owner`: the first admin, who manages the accounts (docs/decisions/0018). */
  role: AdminRole;
}

export interface SessionTable {
  id: string;
  name: string;
  scenario_id: string;
  duration_minutes: number;
  status: SessionStatus;
  created_at: string;
  /**
   * The session's clock (docs/decisions/0004-the-game-clock.md): when it first ran, when it was paused, for
   * how long.
   */
  started_at: string | null;
  paused_at: string | null;
  paused_seconds: number;
  extra_seconds: number;
  finished_at: string | null;
  /** When the solution reaches players who finished (docs/decisions/0015). */
  debrief_release: DebriefRelease;
  debrief_released_at: string | null;
  /** Whose clock the players follow: the room's or each their own (docs/decisions/0017). */
  pacing: Pacing;
  /** The admin who runs it; null: the accounts' owner (docs/decisions/0018). */
  owner_id: string | null;
  /** Played in teams of at most this many; null: solo (docs/decisions/0020-teams.md). */
  team_size: number | null;
  /** 1 once the game master locked the teams: players no longer make, join or leave one. */
  teams_locked: 0 | 1;
  /** The version of its case it plays, fixed when it was created (docs/product.md#case-editor). */
  scenario_version: number;
  /** 1: an author's trial of a draft, listed nowhere (docs/product.md#case-editor). */
  trial: 0 | 1;
}

/** A team of a session played in teams: its members share one game (docs/product.md#teams). */
export interface TeamTable {
  id: string;
  session_id: string;
  name: string;
  /**
   * The name as compared for uniqueness in the session, in small letters and in capitals
   * (nameKeys, docs/decisions/0031-names-that-look-alike.md).
   */
  name_key: string;
  name_caps_key: string;
  created_at: string;
  /** 1: a player made it, and it goes once it is empty before its game began; 0: the game master prepared it. */
  by_player: 0 | 1;
}

/** An admin a session's owner lets run it too. */
export interface SessionShareTable {
  session_id: string;
  admin_id: string;
}

export interface PlayerTable {
  id: string;
  session_id: string;
  mail: string;
  mail_key: string;
  lang: Language;
  token_hash: string;
  created_at: string;
  /** Shown on every public board instead of the mail; unique in the session by its keys (nameKeys). */
  nickname: string | null;
  nickname_key: string | null;
  nickname_caps_key: string | null;
  /** When a game master released the player to another device (docs/product.md#player-controls). */
  released_at: string | null;
  /** The player's team, in a session played in teams; null until they join one. */
  team_id: string | null;
  /** How many teams the player has made (docs/product.md#teams: TEAMS_MADE_MAX at most). */
  teams_made: number;
}

/**
 * A player's game, or a team's (docs/decisions/0020-teams.md): its id is its player's or
 * its team's, and exactly one of the two is set. `locks` is JSON text: { [lockId]: LockProgress }.
 */
export interface GameTable {
  id: string;
  player_id: string | null;
  team_id: string | null;
  session_id: string;
  started_at: string;
  paused_base: number;
  locks: string;
  solved_locks: number;
  hints_taken: number;
  wrong_attempts: number;
  penalty_seconds: number;
  score: number;
  accusation: string | null;
  finished_at: string | null;
  elapsed_seconds: number | null;
  last_progress_at: string;
  version: number;
  /** The verdict's share of `score`, left out of leaderboards while it is sealed. */
  verdict_points: number;
  /** 1 when the accusation was made from its opened folder, else 0. */
  accusation_reached: 0 | 1;
  /**
   * How many answers of the accusation are right, which ranks first once the verdict is out
   * (docs/product.md#leaderboard); 0 before it, null for one made before the count was kept
   * until the server counts it at its start.
   */
  right_answers: number | null;
  /** The duration the game was played against, set at the accusation (docs/decisions/0017). */
  duration_seconds: number | null;
  /** Minutes a game master gave this player alone, in seconds (docs/product.md#player-controls). */
  bonus_seconds: number;
  /** The session's paused seconds at the last progress: pauses since do not count as idle. */
  last_progress_paused: number;
  /** A team's accusation waiting for its members' word, JSON (docs/product.md#team-accusation). */
  proposal: string | null;
  /** What became of its last proposal, JSON, while a member away then has not been told. */
  proposal_outcome: string | null;
}

/** Every game action, for replaying a player's path and a team's feed. */
export interface GameActionTable {
  id: string;
  /** Who acted. */
  player_id: string;
  /** The game it moved: the player's own, or their team's. */
  game_id: string;
  session_id: string;
  at: string;
  kind: Exclude<PlayerAction['kind'], 'message'>;
  target: string | null;
  answer: string | null;
  outcome: string | null;
  penalty_seconds: number;
}

/** A game master's message or hint, or a scheduled warning; player_id null: the whole session. */
export interface MessageTable {
  id: string;
  session_id: string;
  player_id: string | null;
  kind: MessageKind;
  body: string | null;
  minutes_left: number | null;
  sent_at: string;
  dedupe_key: string | null;
  /** A hint of the case (docs/product.md#case-hints): its lock, its number, what it cost. */
  lock_id: string | null;
  hint_number: number | null;
  penalty_seconds: number | null;
  /** To one team (docs/product.md#teams): every member reads it; player_id is null then. */
  team_id: string | null;
}

/** When a player first read a message (docs/product.md#case-hints). */
export interface MessageReadTable {
  message_id: string;
  player_id: string;
  read_at: string;
}

/**
 * A player's Web Push subscription (docs/product.md#push-notifications): where to push, and the keys to
 * encrypt with.
 */
export interface PushSubscriptionTable {
  endpoint: string;
  player_id: string;
  p256dh: string;
  auth: string;
  created_at: string;
}

/**
 * Wrong answers on a lock per session and address (docs/decisions/0015): a bucket that
 * is empty again at `free_at` (epoch ms).
 */
export interface LockThrottleTable {
  session_id: string;
  lock_id: string;
  address: string;
  free_at: number;
  judged: number;
}

/** One update of a team's shared notepad, base64 (docs/product.md#team-notepad). */
export interface TeamNoteTable {
  id: string;
  team_id: string;
  /** The order it was kept in, within its team: 1, 2, 3… (a merge keeps the last it holds). */
  seq: number;
  update: string;
  created_at: string;
}

/** Which member wrote with a Yjs client id in a team's notepad (docs/product.md#team-notepad). */
export interface TeamNoteAuthorTable {
  team_id: string;
  client_id: number;
  player_id: string;
  /** The update that first carried it (`team_notes.seq`). */
  seq: number;
}

/** A clue on a team's board (docs/product.md#team-board): `reference` is the pin's JSON. */
export interface TeamPinTable {
  id: string;
  team_id: string;
  author_id: string;
  kind: string;
  reference: string;
  created_at: string;
}

/** A member's word on a pin: `confirmed` or `ruled-out`, one per member and pin. */
export interface TeamPinVoteTable {
  pin_id: string;
  player_id: string;
  vote: string;
  voted_at: string;
}

/**
 * A player's open live stream on PostgreSQL, whichever instance holds it
 * (docs/product.md#team-accusation: a proposal's minute waits for the phones that are
 * there). `seen_at` (epoch ms) is renewed by its instance while it lives.
 */
export interface LiveStreamTable {
  id: string;
  player_id: string;
  instance: string;
  seen_at: number;
}

export interface SettingTable {
  key: string;
  value: string;
}

/** A case: installed (read only, no owner) or written in the editor (docs/product.md#case-editor). */
export interface CaseTable {
  id: string;
  installed: 0 | 1;
  /** The admin who wrote it; null: installed, or its owner's account removed (the accounts' owner's). */
  owner_id: string | null;
  created_at: string;
  /** The draft's revision: a save names the one it changes, and a stale one is refused. */
  revision: Generated<number>;
  saved_at: string;
  saved_by: string | null;
  /** Its latest published version; null: never published. */
  published_version: number | null;
  /** The draft's revision its latest version was published from. */
  published_revision: number | null;
}

/**
 * The numbers a case id gave its versions, kept when the case is deleted: a version's number
 * is never given twice (docs/decisions/0034-cases-in-the-database.md).
 */
export interface CaseNumberTable {
  case_id: string;
  /** Its last published version's number: the next publication takes the one after. */
  versions_published: Generated<number>;
  /** How many trials of its drafts were ever started: the n-th plays version -n. */
  trials_started: Generated<number>;
}

/** A published version of a case: its files never change (docs/decisions/0034). */
export interface CaseVersionTable {
  case_id: string;
  version: number;
  published_at: string;
  published_by: string | null;
  digest: string;
}

/** A file of a case, by its path in the case's folder; version 0 is the draft. */
export interface CaseFileTable {
  case_id: string;
  version: number;
  path: string;
  bytes: Buffer;
}

export interface CaseShareTable {
  case_id: string;
  admin_id: string;
}

export interface Database {
  cases: CaseTable;
  case_numbers: CaseNumberTable;
  case_versions: CaseVersionTable;
  case_files: CaseFileTable;
  case_shares: CaseShareTable;
  admins: AdminTable;
  sessions: SessionTable;
  teams: TeamTable;
  team_notes: TeamNoteTable;
  team_note_authors: TeamNoteAuthorTable;
  team_pins: TeamPinTable;
  team_pin_votes: TeamPinVoteTable;
  session_shares: SessionShareTable;
  players: PlayerTable;
  settings: SettingTable;
  games: GameTable;
  game_actions: GameActionTable;
  messages: MessageTable;
  message_reads: MessageReadTable;
  push_subscriptions: PushSubscriptionTable;
  lock_throttles: LockThrottleTable;
  live_streams: LiveStreamTable;
}
