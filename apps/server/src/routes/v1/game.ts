import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accusationSchema,
  accusationVoteSchema,
  attemptResultSchema,
  attemptSchema,
  documentParamsSchema,
  gameDocumentSchema,
  gameStateSchema,
  hintResultSchema,
  leaderboardSchema,
  lockImageSchema,
  lockParamsSchema,
  proposalShownParamsSchema,
} from '@coulisses/shared/game/game.schema';
import { playerIdParamsSchema } from '@coulisses/shared/player/player.schema';
import { makeAccusation, showProposal, voteOnAccusation } from '../../modules/game/accusation.js';
import { readGameState } from '../../modules/game/game-turns.js';
import { attemptLock, readDocument, readLockImage, takeHint } from '../../modules/game/lock-actions.js';
import { findGameContextRow } from '../../modules/game/game-store.js';
import { leaderboardSnapshots, readLeaderboard } from '../../modules/game/leaderboard.js';
import { pruneLockThrottles } from '../../modules/game/lock-throttle.js';
import type { GameDeps } from '../../modules/game/game-status.js';
import { trialAnswersSchema } from '@coulisses/shared/case/case.schema';
import { readTrialAnswers } from '../../modules/cases/trial-answers.js';
import { playerOrAdmin, refusals } from './refusals.js';
import { sentAsBuilt } from './sent-as-built.js';

const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * docs/product.md#game-api: the game of one player. Reading is open to the player and to admins; playing
 * (attempts, hints, accusation) only to the player themself. The server decides all.
 */
export const gameRoutes: FastifyPluginAsyncZod<GameDeps & { attemptRateLimit: number }> = async (
  app,
  { attemptRateLimit, ...deps },
) => {
  // Empty buckets of wrong answers per address are forgotten now and then (lock-throttle.ts).
  const pruning = setInterval(() => {
    pruneLockThrottles(deps.db, new Date()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'Pruning the lock throttles failed'),
    );
  }, PRUNE_EVERY_MS);
  pruning.unref();
  app.addHook('onClose', async () => clearInterval(pruning));

  // The two busiest calls check the player's token on the game's own read, which the
  // handler then reuses; the others read the player's row alone.
  const gate = app.playerGateReading(findGameContextRow);
  const leaderboards = leaderboardSnapshots();

  // The two calls every player makes most (the state the game screen reads, and answers)
  // send the view as gameView builds it (sent-as-built.ts).
  app.get(
    '/players/:id/game',
    {
      ...sentAsBuilt,
      preValidation: gate.requirePlayerOrAdmin,
      schema: {
        tags: ['game'],
        security: playerOrAdmin,
        summary:
          "The player's game: clock, folders, locks, score; once finished, the result when the session releases it, else the sealed verdict",
        params: playerIdParamsSchema,
        response: { 200: gameStateSchema, ...refusals },
      },
    },
    (request) => {
      const caller = gate.caller(request);
      return caller.actor === 'player'
        ? readGameState(deps, request.params.id, true, caller.player)
        : readGameState(deps, request.params.id, false);
    },
  );

  app.get(
    '/players/:id/answers',
    {
      preValidation: gate.requirePlayer,
      schema: {
        tags: ['game'],
        security: [{ player: [] }],
        summary: "Every lock's answer, for an author trying their draft only (403 otherwise)",
        params: playerIdParamsSchema,
        response: { 200: trialAnswersSchema, ...refusals },
      },
    },
    (request) => readTrialAnswers(deps.db, deps.scenarios, request.params.id),
  );

  app.get(
    '/players/:id/documents/:documentId',
    {
      // Reading the evidence is playing on (docs/product.md#player-controls).
      config: { playerActs: true },
      preValidation: app.playerGate.requirePlayerOrAdmin,
      schema: {
        tags: ['game'],
        security: playerOrAdmin,
        summary: 'A document of an open folder, in the player\u2019s language (403 FOLDER_LOCKED otherwise)',
        params: documentParamsSchema,
        response: { 200: gameDocumentSchema, ...refusals },
      },
    },
    (request) =>
      readDocument(
        deps,
        request.params.id,
        request.params.documentId,
        app.playerGate.caller(request).actor === 'player',
      ),
  );

  app.post(
    '/players/:id/locks/:lockId/attempts',
    {
      ...sentAsBuilt,
      config: { rateLimit: { max: attemptRateLimit, timeWindow: '1 minute' } },
      preValidation: gate.requirePlayer,
      schema: {
        tags: ['game'],
        security: [{ player: [] }],
        summary:
          'Tries an answer on a lock (429 LOCK_THROTTLED with retryAt after repeated wrong answers, from this player or this address)',
        params: lockParamsSchema,
        body: attemptSchema,
        response: { 200: attemptResultSchema, ...refusals },
      },
    },
    (request) =>
      attemptLock(
        deps,
        request.params.id,
        request.params.lockId,
        request.body.answer,
        gate.player(request),
        request.ip,
      ),
  );

  app.get(
    '/players/:id/locks/:lockId/image',
    {
      preValidation: app.playerGate.requirePlayer,
      schema: {
        tags: ['game'],
        security: [{ player: [] }],
        summary: "A spot lock's image, in the player\u2019s language, while the lock can be tried",
        params: lockParamsSchema,
        response: { 200: lockImageSchema, ...refusals },
      },
    },
    (request) => readLockImage(deps, request.params.id, request.params.lockId),
  );

  app.post(
    '/players/:id/locks/:lockId/hints',
    {
      preValidation: app.playerGate.requirePlayer,
      schema: {
        tags: ['game'],
        security: [{ player: [] }],
        summary: "Takes the lock's next hint, at its cost in penalty time",
        params: lockParamsSchema,
        response: { 200: hintResultSchema, ...refusals },
      },
    },
    (request) => takeHint(deps, request.params.id, request.params.lockId),
  );

  app.post(
    '/players/:id/accusation',
    {
      preValidation: app.playerGate.requirePlayer,
      schema: {
        tags: ['game'],
        security: [{ player: [] }],
        summary:
          'Makes the final accusation (who, how, why): ends the game and scores it. The answer carries the result and the debrief only once the session releases them to this player (its debriefRelease); until then a sealedVerdict',
        params: playerIdParamsSchema,
        body: accusationSchema,
        response: { 200: gameStateSchema, ...refusals },
      },
    },
    (request) => makeAccusation(deps, request.params.id, request.body),
  );

  app.post(
    '/players/:id/accusation/votes',
    {
      preValidation: app.playerGate.requirePlayer,
      schema: {
        tags: ['game'],
        security: [{ player: [] }],
        summary:
          "A member's word on the team's proposed accusation: confirm (the last one makes it) or object (it is dropped); 409 PROPOSAL_GONE once it is no longer waiting",
        params: playerIdParamsSchema,
        body: accusationVoteSchema,
        response: { 200: gameStateSchema, ...refusals },
      },
    },
    (request) => voteOnAccusation(deps, request.params.id, request.body),
  );

  app.post(
    '/players/:id/teams/:teamId/proposals/:proposalId/shown',
    {
      preValidation: app.playerGate.requirePlayer,
      schema: {
        tags: ['game'],
        security: [{ player: [] }],
        summary:
          "The member's phone has shown the team's proposed accusation: its minute starts once every teammate's phone with a live stream has (or after a few seconds); to one away when it was made, what became of it. 403 NOT_YOUR_TEAM for another team, 409 PROPOSAL_GONE for anything else",
        params: proposalShownParamsSchema,
        response: { 200: gameStateSchema, ...refusals },
      },
    },
    (request) => showProposal(deps, request.params.id, request.params.teamId, request.params.proposalId),
  );

  app.get(
    '/players/:id/leaderboard',
    {
      ...sentAsBuilt,
      preValidation: app.playerGate.requirePlayerOrAdmin,
      schema: {
        tags: ['game'],
        security: playerOrAdmin,
        summary: "The leaderboard of the player's session",
        params: playerIdParamsSchema,
        response: { 200: leaderboardSchema, ...refusals },
      },
    },
    (request) => readLeaderboard(deps.db, leaderboards, request.params.id),
  );
};
