import { randomUUID } from 'node:crypto';
import {
  TEAMS_MADE_MAX,
  type Team,
  type TeamMember,
  type TeamsView,
} from '@coulisses/shared/team/team.schema';
import { nameKeys } from '@coulisses/shared/text/name-keys';
import { ApiError, notFound } from '../../http-error.js';
import type { DataStore } from '../data-store.js';
import type { EventOutlet } from '../events/event-outlet.js';
import { findPlayerRow, type PlayerRow } from '../players/players-store.js';
import { findSessionRow, type SessionRow } from '../sessions/sessions-store.js';
import {
  findTeamRow,
  insertTeam,
  listMemberRows,
  listTeamGames,
  listTeamRows,
  placeInTeam,
  setTeamsLocked,
  type MemberRow,
  type TeamGameRow,
  type TeamRow,
} from './teams-store.js';
import { assertTeamTakesMembers, isTeamOver } from './team-door.js';
import { openTeamsOf } from './team-room.js';

const REFUSALS = {
  solo: () => new ApiError(409, 'SOLO_SESSION', 'This session is played solo, not in teams'),
  locked: () => new ApiError(409, 'TEAMS_LOCKED', 'The game master has locked the teams'),
  over: () => new ApiError(409, 'GAME_OVER', 'The session is over'),
  full: () => new ApiError(409, 'TEAM_FULL', 'This team is full', ['teamId']),
  taken: () =>
    new ApiError(
      409,
      'TEAM_NAME_TAKEN',
      'Another team of this session has this name, or one that looks the same',
      ['name'],
    ),
  tooMany: () =>
    new ApiError(409, 'TOO_MANY_TEAMS', `A player makes at most ${TEAMS_MADE_MAX} teams in a session`, [
      'name',
    ]),
  unknown: () => new ApiError(404, 'TEAM_NOT_FOUND', 'No team of this session has this id', ['teamId']),
  notYours: () => new ApiError(403, 'NOT_YOUR_TEAM', 'A player acts only for their own team'),
  started: () =>
    new ApiError(409, 'TEAM_STARTED', 'Your team has begun its game: only the game master moves you now'),
};

/** The session, played in teams: refused otherwise. */
function teamSizeOf(session: SessionRow): number {
  if (session.team_size === null) throw REFUSALS.solo();
  return session.team_size;
}

const toMember = (row: MemberRow): TeamMember => ({ id: row.id, nickname: row.nickname, lang: row.lang });

/** The members of each team, in the order they joined: one pass over the session's players. */
function membersByTeam(members: MemberRow[]): Map<string | null, TeamMember[]> {
  const byTeam = new Map<string | null, TeamMember[]>();
  for (const member of members) {
    const list = byTeam.get(member.team_id);
    if (list) list.push(toMember(member));
    else byTeam.set(member.team_id, [toMember(member)]);
  }
  return byTeam;
}

/** The teams as their list shows them, from their rows, the session's members and the begun teams' games. */
function toTeams(teams: TeamRow[], members: MemberRow[], games: Map<string, TeamGameRow>): Team[] {
  const byTeam = membersByTeam(members);
  return teams.map((team) => ({
    id: team.id,
    name: team.name,
    createdAt: team.created_at,
    members: byTeam.get(team.id) ?? [],
    started: games.has(team.id),
  }));
}

/**
 * The session's teams with their members; for a game master, the players in none as well.
 * `only`: that team alone — what a player in a team reads, without the whole session's list
 * (docs/product.md#performance-budgets: 500 teams join at once).
 */
async function teamsView(
  db: DataStore,
  session: SessionRow,
  yourTeamId: string | null,
  forGameMaster: boolean,
  only?: string,
): Promise<TeamsView> {
  const size = teamSizeOf(session);
  const [teams, members, games] = await Promise.all([
    listTeamRows(db, session.id, only),
    listMemberRows(db, session.id, only),
    listTeamGames(db, session.id, only),
  ]);
  return {
    teamSize: size,
    locked: session.teams_locked === 1,
    yourTeamId,
    teams: toTeams(teams, members, games),
    ...(forGameMaster ? { unplaced: membersByTeam(members).get(null) ?? [] } : {}),
  };
}

/** A player and their session, or 404. */
async function playerAndSession(db: DataStore, playerId: string) {
  const player = await findPlayerRow(db, playerId);
  const session = player && (await findSessionRow(db, player.session_id));
  if (!player || !session) throw notFound('Player');
  return { player, session };
}

/**
 * A player's own choices of team: only while the teams are open and the session not over,
 * and never away from a team whose game has begun — a player could otherwise read another
 * team's game, spend it, or start afresh on a clock of their own. The game master still
 * moves them.
 */
async function assertPlayerMayChoose(db: DataStore, session: SessionRow, teamId: string | null) {
  teamSizeOf(session);
  if (session.status === 'finished') throw REFUSALS.over();
  if (session.teams_locked === 1) throw REFUSALS.locked();
  if (teamId !== null && (await listTeamGames(db, session.id, teamId)).has(teamId)) throw REFUSALS.started();
}

/** The player (the row their token was checked on) is in `teamId`: 403 NOT_YOUR_TEAM otherwise. */
export function assertInTeam(player: Pick<PlayerRow, 'team_id'>, teamId: string): void {
  if (player.team_id !== teamId) throw REFUSALS.notYours();
}

/** The player and their session, when they are in `teamId`: 403 NOT_YOUR_TEAM otherwise. */
export async function assertMember(db: DataStore, playerId: string, teamId: string) {
  const found = await playerAndSession(db, playerId);
  assertInTeam(found.player, teamId);
  return { ...found, sessionId: found.session.id };
}

/**
 * GET /v1/players/{id}/teams (docs/product.md#teams): a player in a team reads their team;
 * one in none, the teams with a place left — begun or not: a latecomer joins their friends'
 * game, never one that is over — from the room's list, read once for all of them
 * (team-room.ts), and `invited`, the team a teammate's code named, as it is now: made a
 * moment ago, or full; gone once its game is over.
 */
export async function readTeamsForPlayer(
  db: DataStore,
  playerId: string,
  invited?: string,
): Promise<TeamsView> {
  const { player, session } = await playerAndSession(db, playerId);
  if (player.team_id !== null) return teamsView(db, session, player.team_id, false, player.team_id);
  return teamsToChoose(db, session, invited);
}

/** The session's teams (or `only`) whose game is not over: those a player may be offered. */
async function teamsOnOffer(db: DataStore, session: SessionRow, only?: string): Promise<Team[]> {
  const [teams, members, games] = await Promise.all([
    listTeamRows(db, session.id, only),
    listMemberRows(db, session.id, only),
    listTeamGames(db, session.id, only),
  ]);
  const now = new Date();
  return toTeams(teams, members, games).filter((team) => !isTeamOver(session, games.get(team.id), now));
}

/** What a player in no team chooses from: the room's teams with a place left, `invited` first. */
async function teamsToChoose(db: DataStore, session: SessionRow, invited?: string): Promise<TeamsView> {
  const size = teamSizeOf(session);
  const [open, named] = await Promise.all([
    openTeamsOf(db, session.id, async () =>
      (await teamsOnOffer(db, session)).filter((team) => team.members.length < size),
    ),
    invited ? teamsOnOffer(db, session, invited) : undefined,
  ]);
  const invitedTeam = named?.[0];
  return {
    teamSize: size,
    locked: session.teams_locked === 1,
    yourTeamId: null,
    teams: invitedTeam ? [invitedTeam, ...open.filter((team) => team.id !== invitedTeam.id)] : open,
  };
}

/** GET /v1/sessions/{id}/teams: the session's teams and the players in none. */
export const readTeamsForGameMaster = (db: DataStore, session: SessionRow): Promise<TeamsView> =>
  teamsView(db, session, null, true);

/**
 * A new team, by a name no other team of the session has, nor one that looks the same
 * (docs/decisions/0031-names-that-look-alike.md); a player's is one of their few.
 */
async function makeTeam(
  db: DataStore,
  session: SessionRow,
  name: string,
  playerId?: string,
): Promise<TeamRow> {
  const { key, capsKey } = nameKeys(name);
  const row: TeamRow = {
    id: randomUUID(),
    session_id: session.id,
    name,
    name_key: key,
    name_caps_key: capsKey,
    created_at: new Date().toISOString(),
    by_player: playerId ? 1 : 0,
  };
  const made = await insertTeam(db, row, playerId ? { playerId, most: TEAMS_MADE_MAX } : null);
  if (made === 'taken') throw REFUSALS.taken();
  if (made === 'limit') throw REFUSALS.tooMany();
  return row;
}

/**
 * Who hears of a change of teams, once it is kept: the team's members, the player moved
 * and the dashboards, who read the teams again (docs/product.md#teams).
 */
type TeamEvents = Pick<EventOutlet, 'teamChanged'>;

/**
 * POST /v1/players/{id}/teams: a player makes a team and is its first member, leaving the
 * one they were in — which goes if they made it and it is left empty before its game
 * began. At most TEAMS_MADE_MAX a player (docs/product.md#teams: 409 TOO_MANY_TEAMS).
 */
export async function createTeamAsPlayer(
  db: DataStore,
  events: TeamEvents,
  playerId: string,
  name: string,
): Promise<TeamsView> {
  const { player, session } = await playerAndSession(db, playerId);
  await assertPlayerMayChoose(db, session, player.team_id);
  const team = await makeTeam(db, session, name, playerId);
  const view = await teamsView(db, session, team.id, false, team.id);
  events.teamChanged({ sessionId: session.id, teamId: team.id, playerId, previousTeamId: player.team_id });
  return view;
}

/**
 * PUT /v1/players/{id}/team: a player joins a team of their session that has a place left
 * and a game still on (docs/product.md#teams): whatever the list they read showed.
 */
export async function joinTeam(
  db: DataStore,
  events: TeamEvents,
  playerId: string,
  teamId: string,
): Promise<TeamsView> {
  const { player, session } = await playerAndSession(db, playerId);
  const team = await findTeamRow(db, teamId);
  if (!team || team.session_id !== session.id) throw REFUSALS.unknown();
  if (player.team_id === teamId) return teamsView(db, session, teamId, false, teamId);
  await assertPlayerMayChoose(db, session, player.team_id);
  await assertTeamTakesMembers(db, session, teamId);
  assertPlaced(await placeInTeam(db, playerId, teamId, teamSizeOf(session)));
  const view = await teamsView(db, session, teamId, false, teamId);
  events.teamChanged({ sessionId: session.id, teamId, playerId, previousTeamId: player.team_id });
  return view;
}

/** What a move into a team came to: 409 TEAM_FULL, or 404 TEAM_NOT_FOUND for a team gone meanwhile. */
function assertPlaced(placed: 'placed' | 'full' | 'gone') {
  if (placed === 'full') throw REFUSALS.full();
  if (placed === 'gone') throw REFUSALS.unknown();
}

/**
 * DELETE /v1/players/{id}/team: a player leaves their team; it keeps its game — and one a
 * player made goes, left empty before its game began (docs/product.md#teams).
 */
export async function leaveTeam(db: DataStore, events: TeamEvents, playerId: string): Promise<TeamsView> {
  const { player, session } = await playerAndSession(db, playerId);
  await assertPlayerMayChoose(db, session, player.team_id);
  if (player.team_id === null) return teamsToChoose(db, session);
  await placeInTeam(db, playerId, null, 0);
  const view = await teamsToChoose(db, session);
  events.teamChanged({ sessionId: session.id, teamId: null, playerId, previousTeamId: player.team_id });
  return view;
}

/** POST /v1/sessions/{id}/teams: the game master prepares a team ahead, with no member yet. */
export async function createTeamAsGameMaster(
  db: DataStore,
  events: TeamEvents,
  session: SessionRow,
  name: string,
): Promise<TeamsView> {
  teamSizeOf(session);
  const team = await makeTeam(db, session, name);
  const view = await readTeamsForGameMaster(db, session);
  events.teamChanged({ sessionId: session.id, teamId: team.id, playerId: null, previousTeamId: null });
  return view;
}

/**
 * PUT /v1/sessions/{id}/players/{playerId}/team: the game master puts a player in a team,
 * or in none, locked or not — within the team's size all the same.
 */
export async function placePlayer(
  db: DataStore,
  events: TeamEvents,
  session: SessionRow,
  playerId: string,
  teamId: string | null,
): Promise<TeamsView> {
  const size = teamSizeOf(session);
  const player = await findPlayerRow(db, playerId);
  if (!player || player.session_id !== session.id) {
    throw new ApiError(404, 'PLAYER_NOT_IN_SESSION', 'No player of this session has this id', ['playerId']);
  }
  if (teamId !== null) {
    const team = await findTeamRow(db, teamId);
    if (!team || team.session_id !== session.id) throw REFUSALS.unknown();
  }
  if (player.team_id === teamId) return readTeamsForGameMaster(db, session);
  assertPlaced(await placeInTeam(db, playerId, teamId, size));
  const view = await readTeamsForGameMaster(db, session);
  events.teamChanged({ sessionId: session.id, teamId, playerId, previousTeamId: player.team_id });
  return view;
}

/**
 * PUT /v1/sessions/{id}/teams/lock: the game master locks the teams, or opens them again;
 * the teams are read again, and the session, which says whether they are locked.
 */
export async function lockTeams(
  db: DataStore,
  events: TeamEvents & Pick<EventOutlet, 'sessionChanged'>,
  session: SessionRow,
  locked: boolean,
): Promise<TeamsView> {
  teamSizeOf(session);
  await setTeamsLocked(db, session.id, locked);
  const view = await readTeamsForGameMaster(db, { ...session, teams_locked: locked ? 1 : 0 });
  events.teamChanged({ sessionId: session.id, teamId: null, playerId: null, previousTeamId: null });
  events.sessionChanged({ id: session.id, status: session.status });
  return view;
}
