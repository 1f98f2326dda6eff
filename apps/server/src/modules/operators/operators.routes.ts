import { Readable } from 'node:stream';
import { operatorsEndpoints as api } from '@ironmatch/contracts/operators-endpoints';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { createAuditService } from './audit.service';

/** The operators' console (issue 30): its OpenAPI document and the audit log. */
export async function operatorsRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  const audit = createAuditService(ctx.database.db);

  route(app, api.openApi, async (_request, reply) =>
    reply.header('cache-control', 'no-store').type('application/json').send(app.operatorsOpenApi()),
  );
  route(app, api.audit, async (request) => ok(await audit.page(request.query)));
  route(app, api.auditCsv, async (request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="audit-${new Date().toISOString().slice(0, 10)}.csv"`,
      )
      .header('cache-control', 'no-store')
      .send(Readable.from(audit.csv(request.query))),
  );
}
