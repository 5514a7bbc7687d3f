import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  adminIdParamsSchema,
  changePasswordSchema,
  createAdminSchema,
} from '@coulisses/shared/auth/admin.schema';
import { adminSchema } from '@coulisses/shared/auth/login.schema';
import type { DataStore } from '../../modules/data-store.js';
import { changePassword, createAdmin, listAdmins, removeAdmin } from '../../modules/admins/admins.js';
import { refusals } from './refusals.js';

const admin = { tags: ['admins'], security: [{ basic: [] }] };

/**
 * docs/product.md#accounts: the admins' accounts. The accounts' owner adds and removes the
 * others (403 OWNER_ONLY for anyone else); every admin changes their own password.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ db: DataStore }> = async (app, { db }) => {
  app.addHook('preValidation', app.requireAdmin);

  app.get(
    '/admins',
    {
      schema: { ...admin, summary: 'Lists the admins', response: { 200: z.array(adminSchema), ...refusals } },
    },
    () => listAdmins(db),
  );

  app.get(
    '/admins/me',
    { schema: { ...admin, summary: 'The signed-in admin', response: { 200: adminSchema, ...refusals } } },
    (request) => app.signedInAdmin(request),
  );

  app.post(
    '/admins',
    {
      schema: {
        ...admin,
        summary: 'Adds an admin (409 ADMIN_EXISTS when the username is taken)',
        body: createAdminSchema,
        response: { 201: adminSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createAdmin(db, request.body.username, request.body.password, app.signedInAdmin(request)),
        ),
  );

  app.delete(
    '/admins/:id',
    {
      schema: {
        ...admin,
        summary: 'Removes another admin (409 CANNOT_DELETE_SELF for one\u2019s own account)',
        params: adminIdParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await removeAdmin(db, request.params.id, app.signedInAdmin(request));
      // Their remembered sign-in must not outlive the account, on any instance.
      await app.admins.forget(request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/admins/me/password',
    {
      schema: {
        ...admin,
        summary: "Changes the signed-in admin's password (400 WRONG_PASSWORD when the current one is wrong)",
        body: changePasswordSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await changePassword(
        db,
        app.signedInAdmin(request),
        request.body.currentPassword,
        request.body.newPassword,
      );
      await app.admins.forget(app.signedInAdmin(request).id);
      return reply.status(204).send(null);
    },
  );
};
