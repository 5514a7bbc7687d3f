import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  boardSchema,
  pinParamsSchema,
  pinReferenceSchema,
  pinSchema,
  pinVoteSchema,
} from '@coulisses/shared/team/pin.schema';
import { teamParamsSchema } from '@coulisses/shared/team/team.schema';
import { findGameContextRow } from '../../modules/game/game-store.js';
import { pinToBoard, readBoard, unpin, voteOnPin, type PinDeps } from '../../modules/teams/pins.js';
import { refusals } from './refusals.js';

const player = { tags: ['teams'], security: [{ player: [] }] };

/**
 * docs/product.md#team-board: a team's board of clues. A member reads it, pins, takes their
 * own pins off and gives their word on any; every change reaches the team's phones live.
 */
export const pinRoutes: FastifyPluginAsyncZod<PinDeps> = async (app, deps) => {
  // What a pin may name is checked on the team's game: the token is checked on its read.
  const gate = app.playerGateReading(findGameContextRow);

  app.get(
    '/players/:id/teams/:teamId/pins',
    {
      preValidation: gate.requirePlayer,
      schema: {
        ...player,
        summary: "The team's board, each pin named in the reader's language (403 NOT_YOUR_TEAM)",
        params: teamParamsSchema,
        response: { 200: boardSchema, ...refusals },
      },
    },
    (request) => readBoard(deps, request.params.id, request.params.teamId, gate.player(request)),
  );

  app.post(
    '/players/:id/teams/:teamId/pins',
    {
      preValidation: gate.requirePlayer,
      schema: {
        ...player,
        summary:
          'Pins a document, a passage, a lock or a person the team has opened, a value or a free text (409 PIN_OUT_OF_REACH, 409 BOARD_FULL)',
        params: teamParamsSchema,
        body: pinReferenceSchema,
        response: { 201: pinSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { id, teamId } = request.params;
      return reply.status(201).send(await pinToBoard(deps, id, teamId, request.body, gate.player(request)));
    },
  );

  app.delete(
    '/players/:id/teams/:teamId/pins/:pinId',
    {
      preValidation: gate.requirePlayer,
      schema: {
        ...player,
        summary: 'Takes one of the member’s own pins off the board (403 NOT_YOUR_PIN, 404 PIN_NOT_FOUND)',
        params: pinParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const { id, teamId, pinId } = request.params;
      await unpin(deps, id, teamId, pinId, gate.player(request));
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/players/:id/teams/:teamId/pins/:pinId/vote',
    {
      preValidation: gate.requirePlayer,
      schema: {
        ...player,
        summary: "The member's word on a pin: confirmed, ruled out, or taken back (null)",
        params: pinParamsSchema,
        body: pinVoteSchema,
        response: { 200: pinSchema, ...refusals },
      },
    },
    async (request) => {
      const { id, teamId, pinId } = request.params;
      return voteOnPin(deps, id, teamId, pinId, request.body.vote, gate.player(request));
    },
  );
};
