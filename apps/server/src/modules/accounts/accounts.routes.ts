import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  companyCreateRequestSchema,
  companyCreateResponseSchema,
  companyResponseSchema,
  companyUpdateRequestSchema,
  companyViewResponseSchema,
  connectUrlResponseSchema,
  profileUpdateRequestSchema,
  userResponseSchema,
} from '@ironmatch/contracts/accounts';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { badRequest } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { userOnly } from '../auth/auth-guards';
import { createAccountsService } from './accounts.service';

const userIdParams = z.object({ userId: z.string() });
const companyIdParams = z.object({ companyId: z.string() });

/** The user record, the profile and the company (spec accounts 2.7, 2.8, 5, 7). */
export async function accountsRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  const service = createAccountsService({ db: ctx.database.db, support: ctx.config });

  app.get(
    '/user/:userId',
    { ...userOnly, schema: { params: userIdParams, response: { 200: userResponseSchema } } },
    async (request) => ok({ user: await service.getUser(request.auth, request.params.userId) }),
  );

  // The spec's profile path, and the alias DECISIONS.md keeps for older clients.
  for (const path of ['/users/:userId/profile', '/user/:userId']) {
    app.patch(
      path,
      {
        ...userOnly,
        schema: {
          params: userIdParams,
          body: profileUpdateRequestSchema,
          response: { 200: userResponseSchema },
        },
      },
      async (request) =>
        ok(
          { user: await service.updateProfile(request.auth, request.params.userId, request.body) },
          ACCOUNT_MESSAGES.profileUpdated,
        ),
    );
  }

  app.post(
    '/company',
    {
      ...userOnly,
      schema: { body: companyCreateRequestSchema, response: { 201: companyCreateResponseSchema } },
    },
    async (request, reply) => {
      const companyId = await service.createCompany(request.auth, request.body);
      void reply.status(201);
      return ok({ companyId }, ACCOUNT_MESSAGES.companyAdded, 201);
    },
  );

  app.patch('/company', { ...userOnly }, async () => {
    throw badRequest(ACCOUNT_MESSAGES.missingCompanyId);
  });

  app.patch(
    '/company/:companyId',
    {
      ...userOnly,
      schema: {
        params: companyIdParams,
        body: companyUpdateRequestSchema,
        response: { 200: companyResponseSchema },
      },
    },
    async (request) =>
      ok(
        { company: await service.updateCompany(request.auth, request.params.companyId, request.body) },
        ACCOUNT_MESSAGES.companyUpdated,
      ),
  );

  app.get(
    '/company/:companyId',
    { ...userOnly, schema: { params: companyIdParams, response: { 200: companyViewResponseSchema } } },
    async (request) => ok({ company: await service.getCompany(request.auth, request.params.companyId) }),
  );

  app.get(
    '/stripe/connect-url',
    { ...userOnly, schema: { response: { 200: connectUrlResponseSchema } } },
    async (request) => service.connectUrl(request.auth),
  );
}
