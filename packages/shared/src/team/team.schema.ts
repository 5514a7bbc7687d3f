import * as z from 'zod/mini';
import { noHiddenCharacters } from '../text/hidden-characters.js';
import { plainText } from '../text/plain-text.js';

/**
 * docs/product.md#teams: a session played in teams names its size when it is created —
 * from two to six members, each on their own phone, sharing one game.
 */
export const TEAM_SIZE_MIN = 2;
export const TEAM_SIZE_MAX = 6;
export const TEAM_NAME_MAX = 32;

export const teamSizeSchema = z
  .int({ error: 'sessions.errors.teamSizeRange' })
  .check(
    z.gte(TEAM_SIZE_MIN, { error: 'sessions.errors.teamSizeRange' }),
    z.lte(TEAM_SIZE_MAX, { error: 'sessions.errors.teamSizeRange' }),
  );

/**
 * A team's name: what its members and the show screen read, with no hidden character
 * (docs/decisions/0031-names-that-look-alike.md); unique in the session by its keys (name-keys.ts).
 */
export const teamNameSchema = plainText({ error: 'teams.errors.nameRequired' }).check(
  z.trim(),
  z.refine((value) => /[\p{L}\p{N}\p{S}]/u.test(value), { error: 'teams.errors.nameRequired' }),
  noHiddenCharacters(),
  // By characters as a reader counts them: an emoji is one.
  z.refine((value) => [...value].length <= TEAM_NAME_MAX, { error: 'teams.errors.nameTooLong' }),
);

/** docs/product.md#teams: how many teams one player may make in their session. */
export const TEAMS_MADE_MAX = 3;

/** POST /v1/players/{id}/teams, POST /v1/sessions/{id}/teams: a new team, by its name. */
export const createTeamSchema = z.strictObject({ name: teamNameSchema });
export type CreateTeam = z.infer<typeof createTeamSchema>;

/** PUT /v1/players/{id}/team: the team the player joins. */
export const joinTeamSchema = z.strictObject({ teamId: plainText().check(z.minLength(1), z.maxLength(64)) });
export type JoinTeam = z.infer<typeof joinTeamSchema>;

/** PUT /v1/sessions/{id}/players/{playerId}/team: where the game master puts a player; null: in no team. */
export const placePlayerSchema = z.strictObject({
  teamId: z.nullable(plainText().check(z.minLength(1), z.maxLength(64))),
});
export type PlacePlayer = z.infer<typeof placePlayerSchema>;

/** PUT /v1/sessions/{id}/teams/lock: whether players may still make, join and leave teams. */
export const lockTeamsSchema = z.strictObject({ locked: z.boolean() });
export type LockTeams = z.infer<typeof lockTeamsSchema>;

export const teamMemberSchema = z.object({
  id: z.string(),
  /** What the member is called: their nickname, or null until they choose one. */
  nickname: z.nullable(z.string()),
  lang: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  members: z.array(teamMemberSchema),
  /** Whether its game has begun: a team that has played keeps its game, members or none. */
  started: z.boolean(),
});
export type Team = z.infer<typeof teamSchema>;

/** GET /v1/players/{id}/teams and GET /v1/sessions/{id}/teams: the session's teams. */
export const teamsViewSchema = z.object({
  teamSize: z.int(),
  locked: z.boolean(),
  /** The caller's team, for a player; null: not in one yet (and always null for a game master). */
  yourTeamId: z.nullable(z.string()),
  teams: z.array(teamSchema),
  /** The game master's view only: the players in no team, who cannot play until they are in one. */
  unplaced: z.optional(z.array(teamMemberSchema)),
});
export type TeamsView = z.infer<typeof teamsViewSchema>;

export const teamParamsSchema = z.object({
  id: plainText().check(z.maxLength(64)),
  teamId: plainText().check(z.maxLength(64)),
});

/**
 * One line of a team's feed (docs/product.md#team-feed): who did what on the shared game.
 * `kind` and its fields name what happened; each member's phone words it in their language.
 */
export const teamFeedEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** The member who acted; null: a member since removed. */
  playerId: z.nullable(z.string()),
  nickname: z.nullable(z.string()),
  kind: z.enum(['opened', 'wrong', 'hint', 'accusation', 'proposed', 'confirmed', 'objected']),
  /** The lock's title, in the reader's language (opened, wrong, hint). */
  lock: z.nullable(z.string()),
  /** The folders an opened lock opened, their titles in the reader's language. */
  folders: z.array(z.string()),
  /** The answer tried (wrong) or the hint's number (hint). */
  detail: z.nullable(z.string()),
  penaltySeconds: z.int(),
});
export type TeamFeedEntry = z.infer<typeof teamFeedEntrySchema>;

export const teamFeedSchema = z.object({ entries: z.array(teamFeedEntrySchema) });
export type TeamFeed = z.infer<typeof teamFeedSchema>;

/** The shared text's name in the notepad's Yjs document: the same for every phone and the server. */
export const NOTEPAD_TEXT = 'notes';

/** docs/product.md#team-notepad: the most characters a team's notepad holds. */
export const NOTEPAD_MAX = 20_000;
/** The largest update a member sends at once, in base64 characters. */
export const NOTEPAD_UPDATE_MAX = 96_000;

/** POST /v1/players/{id}/teams/{teamId}/notepad: a Yjs update of the notepad, base64. */
export const notepadUpdateSchema = z.strictObject({
  update: plainText().check(
    z.minLength(1),
    z.maxLength(NOTEPAD_UPDATE_MAX),
    z.regex(/^[A-Za-z0-9+/]*={0,2}$/),
  ),
});
export type NotepadUpdate = z.infer<typeof notepadUpdateSchema>;

/**
 * The longest update a live `notepad` event carries, in base64 characters: the event, ids
 * and all, stays under the 8,000 bytes PostgreSQL's NOTIFY carries between instances.
 */
export const NOTEPAD_LIVE_UPDATE_MAX = 7_600;

/** GET …/notepad?vector=: what the notepad holds that the reader's state vector lacks (all of it without one). */
export const notepadStateSchema = z.object({
  /** A Yjs update, base64: applied to what the reader holds, it brings it up to date. */
  update: z.string(),
  /**
   * Who wrote with each Yjs client id of the notepad: the client id (decimal) → the
   * member's player id, a member who left the team included.
   */
  authors: z.record(z.string(), z.string()),
});
export type NotepadState = z.infer<typeof notepadStateSchema>;

/** GET /v1/players/{id}/teams: `team`, the team a teammate's code named, read as it is now whatever the list holds. */
export const teamsQuerySchema = z.object({
  team: z.optional(plainText().check(z.maxLength(64))),
});

/** `vector`: the reader's Yjs state vector, base64 (what they already hold). */
export const notepadQuerySchema = z.object({
  vector: z.optional(plainText().check(z.maxLength(4096), z.regex(/^[A-Za-z0-9+/]*={0,2}$/))),
});

/** What a kept edit answers: where the notepad stands now. */
export const notepadWrittenSchema = z.object({ version: z.string() });
