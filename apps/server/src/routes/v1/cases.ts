import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  CASE_ID_PATTERN,
  caseArchiveQuerySchema,
  caseDraftSchema,
  caseSummarySchema,
  createCaseSchema,
  publishCaseSchema,
  publishedCaseSchema,
  saveCaseDraftSchema,
  savedCaseDraftSchema,
  shareCaseSchema,
  startTrialSchema,
} from '@coulisses/shared/case/case.schema';
import { registeredPlayerSchema } from '@coulisses/shared/player/player.schema';
import { startTrial } from '../../modules/cases/case-trials.js';
import { attachmentDisposition } from '../../content-disposition.js';
import { CASE_LIMITS } from '../../modules/cases/case-archive.js';
import type { CaseCatalog } from '../../modules/cases/case-catalog.js';
import { publishCase, readCaseDraft, saveCaseDraft } from '../../modules/cases/case-drafts.js';
import { createCase, deleteCase, listCases, shareCase } from '../../modules/cases/case-library.js';
import { exportCase, importCase } from '../../modules/cases/case-transfer.js';
import type { DataStore } from '../../modules/data-store.js';
import { refusals } from './refusals.js';

const admin = { tags: ['cases'], security: [{ basic: [] }] };
const caseParams = z.object({ id: z.string().check(z.maxLength(64), z.regex(CASE_ID_PATTERN)) });
const tooLarge = { 413: refusals[400], 415: refusals[400], 422: refusals[400] };

/** A draft travels as JSON, its images in base64: a whole case, a third larger. */
const DRAFT_BODY_LIMIT = Math.ceil(CASE_LIMITS.totalBytes * 1.4) + 64 * 1024;

/** docs/product.md#case-editor: the library's cases, their drafts, versions, shares and archives (admins). */
export const caseRoutes: FastifyPluginAsyncZod<{ db: DataStore; catalog: CaseCatalog }> = async (
  app,
  { db, catalog },
) => {
  app.addHook('preValidation', app.requireAdmin);
  // A zip is read as bytes, and only on the import route (its own body limit).
  app.addContentTypeParser(
    'application/zip',
    { parseAs: 'buffer', bodyLimit: CASE_LIMITS.totalBytes },
    (_, body, done) => done(null, body),
  );

  app.get(
    '/cases',
    {
      schema: {
        ...admin,
        summary: 'The installed cases and those the admin may read, with their versions',
        response: { 200: z.array(caseSummarySchema), ...refusals },
      },
    },
    (request) => listCases(db, app.signedInAdmin(request)),
  );

  app.post(
    '/cases',
    {
      bodyLimit: DRAFT_BODY_LIMIT,
      schema: {
        ...admin,
        summary: 'Creates a case of the admin’s: from the files sent, or a copy of a case',
        body: createCaseSchema,
        response: { 201: z.object({ id: z.string() }), ...refusals, ...tooLarge },
      },
    },
    async (request, reply) => {
      await createCase(db, request.body, app.signedInAdmin(request));
      return reply.status(201).send({ id: request.body.id });
    },
  );

  app.post(
    '/cases/import',
    {
      schema: {
        ...admin,
        summary: 'Imports a zip laid out as content/scenarios/<id>/ as a new, unpublished case',
        consumes: ['application/zip'],
        response: { 201: z.object({ id: z.string() }), ...refusals, ...tooLarge },
      },
    },
    async (request, reply) => {
      // A request without a body reaches here with none: no archive to read.
      const zip = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const id = await importCase(db, zip, app.signedInAdmin(request));
      return reply.status(201).send({ id });
    },
  );

  app.get(
    '/cases/:id/draft',
    {
      schema: {
        ...admin,
        summary: 'The draft’s files (an installed case: its latest version’s), images in base64',
        params: caseParams,
        response: { 200: caseDraftSchema, ...refusals },
      },
    },
    (request) => readCaseDraft(db, request.params.id, app.signedInAdmin(request)),
  );

  app.put(
    '/cases/:id/draft',
    {
      bodyLimit: DRAFT_BODY_LIMIT,
      schema: {
        ...admin,
        summary: 'Saves the files changed since a revision (409 CASE_CHANGED when another save came first)',
        params: caseParams,
        body: saveCaseDraftSchema,
        response: { 200: savedCaseDraftSchema, ...refusals, ...tooLarge },
      },
    },
    (request) => saveCaseDraft(db, request.params.id, request.body, app.signedInAdmin(request)),
  );

  app.post(
    '/cases/:id/versions',
    {
      schema: {
        ...admin,
        summary: 'Publishes the draft as the next version (422 CASE_INVALID while it has problems)',
        params: caseParams,
        body: publishCaseSchema,
        response: { 201: publishedCaseSchema, ...refusals, ...tooLarge },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await publishCase(
            db,
            catalog,
            request.params.id,
            request.body.revision,
            app.signedInAdmin(request),
          ),
        ),
  );

  app.post(
    '/cases/:id/trials',
    {
      schema: {
        ...admin,
        summary:
          'Plays the draft as a player, in a session of the author’s listed nowhere (422 while it has problems)',
        params: caseParams,
        body: startTrialSchema,
        response: { 201: registeredPlayerSchema, ...refusals, ...tooLarge },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await startTrial(
            { db, scenarios: catalog, events: app.events },
            request.params.id,
            request.body,
            app.signedInAdmin(request),
          ),
        ),
  );

  app.put(
    '/cases/:id/shares',
    {
      schema: {
        ...admin,
        summary: 'Shares the case with exactly these admins (its owner only)',
        params: caseParams,
        body: shareCaseSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await shareCase(db, request.params.id, request.body.adminIds, app.signedInAdmin(request));
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/cases/:id',
    {
      schema: {
        ...admin,
        summary: 'Deletes a case no session plays (its owner only)',
        params: caseParams,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await deleteCase(db, app.events, request.params.id, app.signedInAdmin(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/cases/:id/archive',
    {
      schema: {
        ...admin,
        summary: 'A version of the case (or its draft) as a zip laid out as content/scenarios/<id>/',
        params: caseParams,
        querystring: caseArchiveQuerySchema,
        produces: ['application/zip'],
        response: { 400: refusals[400], 401: refusals[401], 403: refusals[403], 404: refusals[404] },
      },
    },
    async (request, typedReply) => {
      const { id } = request.params;
      const zip = await exportCase(db, id, request.query.version, app.signedInAdmin(request));
      const suffix = request.query.version === undefined ? '' : `-${request.query.version}`;
      // Bytes, which no response schema above describes.
      const reply = typedReply as unknown as FastifyReply;
      return reply
        .type('application/zip')
        .header('Content-Disposition', attachmentDisposition(`${id}${suffix}.zip`))
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(zip));
    },
  );
};
