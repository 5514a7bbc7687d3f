import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { playerIdParamsSchema } from '@coulisses/shared/player/player.schema';
import { sessionPlayerParamsSchema } from '@coulisses/shared/player/player-control.schema';
import { sessionIdParamsSchema } from '@coulisses/shared/session/session.schema';
import {
  createTeamSchema,
  notepadQuerySchema,
  teamsQuerySchema,
  notepadStateSchema,
  notepadUpdateSchema,
  notepadWrittenSchema,
  joinTeamSchema,
  lockTeamsSchema,
  placePlayerSchema,
  teamFeedSchema,
  teamParamsSchema,
  teamsViewSchema,
} from '@coulisses/shared/team/team.schema';
import type { DataStore } from '../../modules/data-store.js';
import type { EventOutlet } from '../../modules/events/event-outlet.js';
import type { CaseCatalog } from '../../modules/cases/case-catalog.js';
import { getSessionRow } from '../../modules/sessions/sessions.js';
import { teamNotepads } from '../../modules/teams/notepad.js';
import { assertCanRun } from '../../modules/sessions/session-owners.js';
import {
  createTeamAsGameMaster,
  createTeamAsPlayer,
  joinTeam,
  leaveTeam,
  lockTeams,
  placePlayer,
  readTeamsForGameMaster,
  readTeamsForPlayer,
} from '../../modules/teams/teams.js';
import { readTeamFeed } from '../../modules/teams/team-feed.js';
import { refusals } from './refusals.js';

const player = { tags: ['teams'], security: [{ player: [] }] };
const admin = { tags: ['teams'], security: [{ basic: [] }] };

/**
 * docs/product.md#teams-api: a session played in teams. Its players make, join and leave
 * teams with their token; its game masters prepare them, place players and lock them.
 */
export const teamRoutes: FastifyPluginAsyncZod<{
  db: DataStore;
  scenarios: CaseCatalog;
  events: EventOutlet;
}> = async (app, { db, scenarios, events }) => {
  /** This instance's team notepads, each held in memory once read (docs/architecture.md, "Team notepad"). */
  const notepads = teamNotepads(db, events);

  /** The session a game master's request would change, once they may run it (docs/product.md#session-owners). */
  const runnable = async (request: FastifyRequest, id: string) => {
    const row = await getSessionRow(db, id);
    await assertCanRun(db, row, app.signedInAdmin(request));
    return row;
  };

  app.get(
    '/players/:id/teams',
    {
      preValidation: app.playerGate.requirePlayer,
      schema: {
        ...player,
        summary:
          "The player's team; or, in none, the session's teams with a place left, and the one a teammate's code named",
        params: playerIdParamsSchema,
        querystring: teamsQuerySchema,
        response: { 200: teamsViewSchema, ...refusals },
      },
    },
    (request) => readTeamsForPlayer(db, request.params.id, request.query.team),
  );

  app.post(
    '/players/:id/teams',
    {
      preValidation: app.playerGate.requirePlayer,
      schema: {
        ...player,
        summary: 'Makes a team, its first member the player (who leaves the team they were in)',
        params: playerIdParamsSchema,
        body: createTeamSchema,
        response: { 201: teamsViewSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const view = await createTeamAsPlayer(db, events, request.params.id, request.body.name);
      return reply.status(201).send(view);
    },
  );

  app.put(
    '/players/:id/team',
    {
      preValidation: app.playerGate.requirePlayer,
      schema: {
        ...player,
        summary: 'Joins a team of the session (409 TEAM_FULL, 409 TEAMS_LOCKED)',
        params: playerIdParamsSchema,
        body: joinTeamSchema,
        response: { 200: teamsViewSchema, ...refusals },
      },
    },
    (request) => joinTeam(db, events, request.params.id, request.body.teamId),
  );

  app.delete(
    '/players/:id/team',
    {
      preValidation: app.playerGate.requirePlayer,
      schema: {
        ...player,
        summary: 'Leaves the team; it keeps its game',
        params: playerIdParamsSchema,
        response: { 200: teamsViewSchema, ...refusals },
      },
    },
    (request) => leaveTeam(db, events, request.params.id),
  );

  app.get(
    '/players/:id/teams/:teamId/feed',
    {
      preValidation: app.playerGate.requirePlayer,
      schema: {
        ...player,
        summary: "Who did what on the team's game, newest first (403 NOT_YOUR_TEAM for another team)",
        params: teamParamsSchema,
        response: { 200: teamFeedSchema, ...refusals },
      },
    },
    (request) => readTeamFeed(db, scenarios, request.params.id, request.params.teamId),
  );

  app.get(
    '/players/:id/teams/:teamId/notepad',
    {
      preValidation: app.playerGate.requirePlayer,
      schema: {
        ...player,
        summary:
          "The team's shared notepad as one Yjs update, or what the reader's state vector lacks, and who wrote with each client id (403 NOT_YOUR_TEAM)",
        params: teamParamsSchema,
        querystring: notepadQuerySchema,
        response: { 200: notepadStateSchema, ...refusals },
      },
    },
    (request) => notepads.read(app.playerGate.player(request), request.params.teamId, request.query.vector),
  );

  app.post(
    '/players/:id/teams/:teamId/notepad',
    {
      // Typing sends an update every quarter of a second at most: room for a whole evening's notes.
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      preValidation: app.playerGate.requirePlayer,
      schema: {
        ...player,
        summary:
          "A member's edit of the team's notepad, a Yjs update (413 NOTEPAD_FULL past its length; 400 VALIDATION for anything but plain text)",
        params: teamParamsSchema,
        body: notepadUpdateSchema,
        response: { 200: notepadWrittenSchema, ...refusals },
      },
    },
    async (request) => {
      const player = app.playerGate.player(request);
      const { version } = await notepads.write(player, request.params.teamId, request.body.update);
      return { version };
    },
  );

  app.get(
    '/sessions/:id/teams',
    {
      preValidation: app.requireAdmin,
      schema: {
        ...admin,
        summary: "The session's teams with their members, and the players in none (every admin reads them)",
        params: sessionIdParamsSchema,
        response: { 200: teamsViewSchema, ...refusals },
      },
    },
    // Every admin reads every session (docs/product.md#session-owners): its teams too.
    async (request) => readTeamsForGameMaster(db, await getSessionRow(db, request.params.id)),
  );

  app.post(
    '/sessions/:id/teams',
    {
      preValidation: app.requireAdmin,
      schema: {
        ...admin,
        summary: 'Prepares a team ahead, with no member yet',
        params: sessionIdParamsSchema,
        body: createTeamSchema,
        response: { 201: teamsViewSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const session = await runnable(request, request.params.id);
      return reply.status(201).send(await createTeamAsGameMaster(db, events, session, request.body.name));
    },
  );

  app.put(
    '/sessions/:id/players/:playerId/team',
    {
      preValidation: app.requireAdmin,
      schema: {
        ...admin,
        summary: 'Puts a player in a team, or in none (teamId null), locked or not',
        params: sessionPlayerParamsSchema,
        body: placePlayerSchema,
        response: { 200: teamsViewSchema, ...refusals },
      },
    },
    async (request) => {
      const session = await runnable(request, request.params.id);
      return placePlayer(db, events, session, request.params.playerId, request.body.teamId);
    },
  );

  app.put(
    '/sessions/:id/teams/lock',
    {
      preValidation: app.requireAdmin,
      schema: {
        ...admin,
        summary: 'Locks the teams (players no longer make, join or leave one), or opens them again',
        params: sessionIdParamsSchema,
        body: lockTeamsSchema,
        response: { 200: teamsViewSchema, ...refusals },
      },
    },
    async (request) => {
      const session = await runnable(request, request.params.id);
      return lockTeams(db, events, session, request.body.locked);
    },
  );
};
