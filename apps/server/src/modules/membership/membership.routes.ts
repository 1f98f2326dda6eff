import { MEMBERSHIP_MESSAGES } from '@ironmatch/contracts/membership';
import { membershipEndpoints as api } from '@ironmatch/contracts/membership-endpoints';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { recordIdOr404 } from '../../http/id-param';
import { createMembershipService } from './membership.service';

/** Membership applications (issue 30): applicants apply; operators approve or reject. */
export async function membershipRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  const service = createMembershipService({
    db: ctx.database.db,
    mail: {
      appUrl: ctx.config.appUrl,
      supportPhone: ctx.config.supportPhone,
      supportEmail: ctx.config.supportEmail,
    },
    pokeJobs: () => ctx.jobs.poke(),
  });
  const applicationId = (raw: string) => recordIdOr404(raw, MEMBERSHIP_MESSAGES.notFound);

  route(app, api.apply, async (request) =>
    ok({ application: await service.apply(request.auth, request.body) }, undefined, 201),
  );
  route(app, api.mine, async (request) => ok({ applications: await service.mine(request.auth) }));
  route(app, api.adminList, async (request) =>
    ok(await service.adminPage(request.query.status, request.query.page, request.query.limit)),
  );
  route(app, api.adminGet, async (request) =>
    ok({ application: await service.adminGet(applicationId(request.params.id)) }),
  );
  route(app, api.memidCheck, async (request) => ok(await service.memidHolder(request.params.memid)));
  route(app, api.approve, async (request) =>
    ok({
      application: await service.approve(
        { operatorId: request.auth.userId, requestId: request.id },
        applicationId(request.params.id),
        request.body.memid,
      ),
    }),
  );
  route(app, api.reject, async (request) =>
    ok({
      application: await service.reject(
        { operatorId: request.auth.userId, requestId: request.id },
        applicationId(request.params.id),
        request.body.reason,
      ),
    }),
  );
}
