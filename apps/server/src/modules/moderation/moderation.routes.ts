import { MODERATION_MESSAGES } from '@ironmatch/contracts/moderation';
import { moderationEndpoints as api } from '@ironmatch/contracts/moderation-endpoints';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { recordIdOr404 } from '../../http/id-param';
import { createModerationService } from './moderation.service';

/** Moderation (issue 30): operators hide and unhide; users report; operators resolve reports. */
export async function moderationRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  const service = createModerationService(ctx.database.db);

  route(app, api.hide, async (request) =>
    ok(
      await service.hide({ operatorId: request.auth.userId, requestId: request.id }, request.body),
      MODERATION_MESSAGES.hidden,
    ),
  );
  route(app, api.unhide, async (request) =>
    ok(
      await service.unhide({ operatorId: request.auth.userId, requestId: request.id }, request.body),
      MODERATION_MESSAGES.unhidden,
    ),
  );
  route(app, api.report, async (request) =>
    ok({ report: await service.report(request.auth, request.body) }, MODERATION_MESSAGES.reported, 201),
  );
  route(app, api.adminReports, async (request) =>
    ok(await service.queue(request.query.status, request.query.page, request.query.limit)),
  );
  route(app, api.resolve, async (request) =>
    ok({
      report: await service.resolve(
        { operatorId: request.auth.userId, requestId: request.id },
        recordIdOr404(request.params.id, MODERATION_MESSAGES.reportNotFound),
        request.body.resolution,
      ),
    }),
  );
}
