import { TEAM_MESSAGES } from '@ironmatch/contracts/team';
import { teamEndpoints as api } from '@ironmatch/contracts/team-endpoints';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { createDatabaseLimitCounter } from '../../platform/limits/limit-counter';
import { defineTeamRecords } from './team-records';
import { createTeamInvitationsService } from './team-invitations.service';
import { createTeamService } from './team.service';

/** Company teams (issue 23): members and roles, invitations, the approval limit. */
export async function teamRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  defineTeamRecords(ctx.access);
  const deps = { db: ctx.database.db, access: ctx.access, memberships: ctx.memberships };
  const team = createTeamService(deps);
  const invitations = createTeamInvitationsService({
    ...deps,
    limits: createDatabaseLimitCounter(ctx.database.db),
    mail: {
      appUrl: ctx.config.appUrl,
      supportPhone: ctx.config.supportPhone,
      supportEmail: ctx.config.supportEmail,
    },
    pokeJobs: () => ctx.jobs.poke(),
  });

  route(app, api.getTeam, async (request) => ok(await team.view(request.auth)));
  route(app, api.invite, async (request) =>
    ok(
      { invitation: await invitations.invite(request.auth, request.body) },
      TEAM_MESSAGES.invitationSent,
      201,
    ),
  );
  route(app, api.resend, async (request) =>
    ok(
      { invitation: await invitations.resend(request.auth, request.params.id) },
      TEAM_MESSAGES.invitationResent,
    ),
  );
  route(app, api.revoke, async (request) =>
    ok(
      { invitationId: await invitations.revoke(request.auth, request.params.id), revoked: true as const },
      TEAM_MESSAGES.invitationRevoked,
    ),
  );
  route(app, api.changeRole, async (request) =>
    ok(
      { member: await team.changeRole(request.auth, request.params.userId, request.body.role) },
      TEAM_MESSAGES.roleChanged,
    ),
  );
  route(app, api.removeMember, async (request) =>
    ok(
      { userId: await team.remove(request.auth, request.params.userId), removed: true as const },
      TEAM_MESSAGES.memberRemoved,
    ),
  );
  route(app, api.leave, async (request) =>
    ok({ companyId: await team.leave(request.auth), left: true as const }, TEAM_MESSAGES.left),
  );
  route(app, api.settings, async (request) =>
    ok(
      { approvalLimitCents: await team.setApprovalLimit(request.auth, request.body.approvalLimitCents) },
      TEAM_MESSAGES.settingsSaved,
    ),
  );
  route(app, api.lookupInvitation, async (request) => ok(await invitations.lookup(request.body.token)));
  route(app, api.acceptInvitation, async (request) =>
    ok(await invitations.accept(request.auth, request.body.token), TEAM_MESSAGES.joined),
  );
}
