import { OPERATOR_ACCOUNT_MESSAGES as M } from '@ironmatch/contracts/operator-accounts';
import { operatorAccountsEndpoints as api } from '@ironmatch/contracts/operator-accounts-endpoints';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { recordIdOr404 } from '../../http/id-param';
import { authSessions } from '../auth/auth-sessions.service';
import { createMembershipService } from '../membership/membership.service';
import type { OperatorActor } from '../operators/audit.service';
import { createOperatorAccountsService } from './operator-accounts.service';

/** The operators' companies and users (issue 30): /api/admin/companies and /api/admin/users. */
export async function operatorAccountsRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  const membership = createMembershipService({
    db: ctx.database.db,
    mail: {
      appUrl: ctx.config.appUrl,
      supportPhone: ctx.config.supportPhone,
      supportEmail: ctx.config.supportEmail,
    },
    pokeJobs: () => ctx.jobs.poke(),
  });
  const service = createOperatorAccountsService({
    db: ctx.database.db,
    sessions: authSessions(ctx.tokens),
    applicationsOf: (companyId) => membership.forCompany(companyId),
  });
  const actor = (request: FastifyRequest & { auth: { userId: number } }): OperatorActor => ({
    operatorId: request.auth.userId,
    requestId: request.id,
  });
  const companyId = (raw: string) => recordIdOr404(raw, M.companyNotFound);
  const userId = (raw: string) => recordIdOr404(raw, M.userNotFound);

  route(app, api.companies, async (request) =>
    ok(await service.companies(request.query.q || undefined, request.query.page, request.query.limit)),
  );
  route(app, api.company, async (request) =>
    ok({ company: await service.company(companyId(request.params.id)) }),
  );
  route(app, api.setMemid, async (request) =>
    ok({
      company: await service.setMemid(actor(request), companyId(request.params.id), request.body.memid),
    }),
  );
  route(app, api.setPayoutAccount, async (request) =>
    ok({
      company: await service.setPayoutAccount(
        actor(request),
        companyId(request.params.id),
        request.body.stripeAccountId,
      ),
    }),
  );
  route(app, api.suspend, async (request) =>
    ok({ company: await service.suspend(actor(request), companyId(request.params.id), request.body.reason) }),
  );
  route(app, api.reinstate, async (request) =>
    ok({ company: await service.reinstate(actor(request), companyId(request.params.id)) }),
  );
  route(app, api.users, async (request) =>
    ok(await service.users(request.query.q || undefined, request.query.page, request.query.limit)),
  );
  route(app, api.verifyEmail, async (request) =>
    ok({ user: await service.verifyEmail(actor(request), userId(request.params.id)) }),
  );
  route(app, api.endSessions, async (request) =>
    ok({ user: await service.endSessions(actor(request), userId(request.params.id)) }),
  );
  route(app, api.disableLogin, async (request) =>
    ok({
      user: await service.disableLogin(
        actor(request),
        userId(request.params.id),
        request.body?.reason ?? null,
      ),
    }),
  );
  route(app, api.enableLogin, async (request) =>
    ok({ user: await service.enableLogin(actor(request), userId(request.params.id)) }),
  );
}
