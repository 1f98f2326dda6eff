import type { FastifyRequest } from 'fastify';
import { operatorToolsEndpoints as api } from '@ironmatch/contracts/operator-tools-endpoints';
import {
  CROSS_REFERENCE_UPLOAD_MAX_BYTES,
  crossReferenceImportFieldsSchema,
  OPERATOR_TOOLS_MESSAGES as M,
} from '@ironmatch/contracts/operator-tools';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { badRequest } from '../../http/app-error';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { recordIdOr404 } from '../../http/id-param';
import { parseFormFields, readMultipartParts } from '../../http/multipart-form';
import { createManufacturerCatalog } from '../inventory/manufacturer-catalog.service';
import { createCrossReferencesService } from '../part-matcher/cross-references.service';
import { createStatsRollups } from '../stats/stats-rollup.service';
import { createOperatorToolsService } from './operator-tools.service';

/** The admin command line's commands in the operators' console (issue 30): operators only. */
export async function operatorToolsRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const tools = createOperatorToolsService(db, {
    rollups: createStatsRollups({ db }),
    startRollups: () => ctx.jobs.poke(),
  });
  const actor = (request: { auth: { userId: number }; id: string }) => ({
    operatorId: request.auth.userId,
    requestId: request.id,
  });

  route(app, api.orphanPayments, async (request) =>
    ok({ payments: await tools.orphanPayments(request.query.all) }),
  );

  route(app, api.resolveOrphanPayment, async (request) =>
    ok(
      {
        payment: await tools.resolveOrphanPayment(
          actor(request),
          recordIdOr404(request.params.id, M.paymentNotFound),
          request.body.note,
        ),
      },
      M.resolved,
    ),
  );

  // The same list as GET /api/cross-references, whose access (a company) an operator may not have.
  const crossReferences = createCrossReferencesService({ db, catalog: createManufacturerCatalog(db) });
  route(app, api.crossReferences, async (request) => {
    const { rows, count } = await crossReferences.list({ ...request.query, companyId: null });
    return ok({ crossReferences: rows, count, page: request.query.page, limit: request.query.limit });
  });

  route(app, api.importCrossReferences, async (request) => {
    let file: { data: Buffer; truncated: boolean } | undefined;
    const raw = await readMultipartParts(request as unknown as FastifyRequest, {
      notMultipart: M.noFile,
      limits: {
        files: 1,
        fileBytes: CROSS_REFERENCE_UPLOAD_MAX_BYTES,
        fields: 5,
        fieldBytes: 100,
        tooManyFiles: 'Send one file at a time.',
      },
      async onFile(part) {
        const data = await part.toBuffer();
        if (part.fieldname === 'file' && !file && (part.filename || data.byteLength > 0))
          file = { data, truncated: part.file.truncated };
      },
    });
    if (!file) throw badRequest(M.noFile, [M.noFile]);
    if (file.truncated) throw badRequest(M.fileTooLarge, [M.fileTooLarge]);
    const { dryRun } = parseFormFields(crossReferenceImportFieldsSchema, raw);
    const load = await tools.loadCrossReferences(actor(request), file.data.toString('utf8'), dryRun);
    return ok({ load }, dryRun ? M.checked : M.loaded);
  });

  route(app, api.rebuildStats, async (request) => {
    await tools.rebuildStats(actor(request));
    return ok({ started: true }, M.statsStarted);
  });
}
