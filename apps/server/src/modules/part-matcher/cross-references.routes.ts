import { CROSS_REFERENCE_MESSAGES } from '@ironmatch/contracts/cross-reference-rules';
import { crossReferencesEndpoints as api } from '@ironmatch/contracts/cross-references-endpoints';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { recordIdOr404 } from '../../http/id-param';
import { defineCrossReferenceRecords } from './cross-reference-records';
import { deleteCrossReference } from './cross-references.repository';
import { createCrossReferencesService } from './cross-references.service';
import { createManufacturerCatalog } from '../inventory/manufacturer-catalog.service';

/** Issue 29: the operators' cross-references (read) and a member dealer's own (read, add, remove). */
export async function crossReferencesRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  defineCrossReferenceRecords(ctx.access);
  const db = ctx.database.db;
  const service = createCrossReferencesService({ db, catalog: createManufacturerCatalog(db) });

  const page = (
    { rows, count }: { rows: Awaited<ReturnType<typeof service.list>>['rows']; count: number },
    q: { page: number; limit: number },
  ) => ok({ crossReferences: rows, count, page: q.page, limit: q.limit });

  route(app, api.operatorList, async (request) =>
    page(await service.list({ ...request.query, companyId: null }), request.query),
  );

  route(app, api.companyList, async (request) =>
    page(await service.list({ ...request.query, companyId: request.auth.companyId }), request.query),
  );

  route(app, api.create, async (request) =>
    ok(
      { crossReference: await service.create(request.auth.companyId, request.body) },
      'Cross-reference added.',
      201,
    ),
  );

  route(app, api.remove, async (request) => {
    const id = recordIdOr404(request.params.id, CROSS_REFERENCE_MESSAGES.notFound);
    await ctx.access.require(request.auth, 'cross-reference', id, 'owner');
    await deleteCrossReference(db, id);
    return ok({ id }, 'Cross-reference removed.');
  });
}
