import { ACCOUNT_MESSAGES } from '@ironmatch/contracts/accounts';
import { accountsEndpoints as api } from '@ironmatch/contracts/accounts-endpoints';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { badRequest } from '../../http/app-error';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { defineAccountRecords } from './accounts-records';
import { createAccountsService } from './accounts.service';

/** The user record, the profile and the company (spec accounts 2.7, 2.8, 5, 7). */
export async function accountsRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  defineAccountRecords(ctx.access);
  const service = createAccountsService({ db: ctx.database.db, access: ctx.access, support: ctx.config });

  route(app, api.getUser, async (request) =>
    ok({ user: await service.getUser(request.auth, request.params.userId) }),
  );
  // The spec's profile path, and the alias DECISIONS.md keeps for older clients.
  for (const endpoint of [api.updateProfile, api.updateProfileAlias])
    route(app, endpoint, async (request) =>
      ok(
        { user: await service.updateProfile(request.auth, request.params.userId, request.body) },
        ACCOUNT_MESSAGES.profileUpdated,
      ),
    );
  route(app, api.createCompany, async (request) =>
    ok(
      { companyId: await service.createCompany(request.auth, request.body) },
      ACCOUNT_MESSAGES.companyAdded,
      201,
    ),
  );
  route(app, api.updateCompanyWithoutId, async () => {
    throw badRequest(ACCOUNT_MESSAGES.missingCompanyId);
  });
  route(app, api.updateCompany, async (request) =>
    ok(
      { company: await service.updateCompany(request.auth, request.params.companyId, request.body) },
      ACCOUNT_MESSAGES.companyUpdated,
    ),
  );
  route(app, api.getCompany, async (request) =>
    ok({ company: await service.getCompany(request.auth, request.params.companyId) }),
  );
}
