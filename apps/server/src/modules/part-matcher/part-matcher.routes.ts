import { generalRequestCommentsSchema } from '@ironmatch/contracts/general-requests';
import { PART_MATCHER_MESSAGES, withoutDescriptionMessage } from '@ironmatch/contracts/part-matcher-rules';
import { partMatcherEndpoints as api } from '@ironmatch/contracts/part-matcher-endpoints';
import type { CompanyClaims } from '@ironmatch/contracts/access';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { badRequest } from '../../http/app-error';
import { recordIdOr404 } from '../../http/id-param';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { markMyQuotes, markQuoteCounts, markQuoteRequests } from './quote-marks';
import { PART_SEARCH_MACHINE_LIMIT, PART_SEARCH_MACHINE_THRESHOLD } from '@ironmatch/contracts/machine-rules';
import { createMachineSearchService } from '../machines/machine-search.service';
import { createBrowseService } from './browse.service';
import { createGeneralRequestsService } from './general-requests.service';
import { createManufacturerCatalog } from '../inventory/manufacturer-catalog.service';
import { definePartMatcherRecords } from './part-matcher-records';
import { createPartFeedsService } from './part-feeds.service';
import { createPartSearchService, SEARCH_STATEMENT_TIMEOUT_MS } from './part-search.service';
import { createGuestPartSearchService } from './guest-part-search.service';

/** Guest calls per client address per minute (DECISIONS.md: guest search is rate limited per address). */
export const GUEST_SEARCHES_PER_MINUTE = 30;
export const GUEST_BROWSE_PAGES_PER_MINUTE = 120;

const found = (n: number) => (n === 1 ? '1 part found.' : `${n} parts found.`);
const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: 60_000 } } });

/** The part matcher (spec marketplace 2 and 7): search, guest search, browse, results, feeds, general requests. */
export async function partMatcherRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  definePartMatcherRecords(ctx.access);
  const db = ctx.database.db;
  const catalog = createManufacturerCatalog(db);
  const mail = {
    appUrl: ctx.config.appUrl,
    supportPhone: ctx.config.supportPhone,
    supportEmail: ctx.config.supportEmail,
  };
  const search = createPartSearchService({
    db,
    catalog,
    mail,
    jobs: ctx.jobs,
    saveAndNotify: ctx.partSearchSaves,
  });
  const guestSearch = createGuestPartSearchService({
    db,
    catalog,
    statementTimeoutMs: SEARCH_STATEMENT_TIMEOUT_MS,
  });
  const browse = createBrowseService({ db, catalog });
  const machines = createMachineSearchService({ db });
  const feeds = createPartFeedsService({ db, catalog });
  const requests = createGeneralRequestsService({ db, catalog, mail, jobs: ctx.jobs, access: ctx.access });

  route(app, api.manufacturers, async () => ok(await catalog.list()));

  route(app, api.search, async (request) => {
    const { groups, user } = await search.search(request.auth, {
      ...request.query,
      partNumbers: [request.params.partNumber],
    });
    const group = groups[0]!;
    const n = group.parts.length;
    // Few or no stock rows: the machines being parted out of the part's make may have it (issue 28).
    const makes = request.query.manufacturer
      ? [request.query.manufacturer]
      : group.parts.map((p) => p.manufacturer);
    const donors =
      n < PART_SEARCH_MACHINE_THRESHOLD ? await machines.dismantling(makes, PART_SEARCH_MACHINE_LIMIT) : [];
    return ok(
      {
        parts: group.parts,
        withoutDescription: group.withoutDescription,
        searchId: group.searchId,
        count: n,
        user,
        machines: donors,
        didYouMean: group.didYouMean,
      },
      group.withoutDescription
        ? withoutDescriptionMessage(group.partNumber, request.query.description ?? '', n)
        : found(n),
    );
  });

  // Up to 20 part numbers in one call and one query; one saved search per part number.
  route(app, api.multiSearch, async (request) => {
    const result = await search.search(request.auth, request.query);
    return ok(result, found(result.groups.reduce((n, g) => n + g.parts.length, 0)));
  });

  route(app, api.guestSearch, perMinute(GUEST_SEARCHES_PER_MINUTE), async (request) => {
    // The client's `ipAddress` is ignored: the rate limit reads the address from the connection.
    const [group] = await guestSearch.search([request.params.partNumber], request.query);
    const { parts, didYouMean } = group!;
    return ok({ parts, count: parts.length, didYouMean }, found(parts.length));
  });

  // Issue 29: up to 20 numbers (a pasted column or row), each group masked; nothing saved. Limited per
  // address like the guest search (its own count of calls, at the same rate).
  route(app, api.guestMultiSearch, perMinute(GUEST_SEARCHES_PER_MINUTE), async (request) => {
    const { partNumbers, ...filters } = request.query;
    const groups = await guestSearch.search(partNumbers, filters);
    return ok({ groups }, found(groups.reduce((n, g) => n + g.count, 0)));
  });

  route(app, api.ownResults, async (request) => {
    const data = await feeds.ownResults(request.auth, request.query);
    const parts = await markQuoteCounts(ctx.database.db, data.parts);
    return ok({ ...data, parts }, data.count === 0 ? PART_MATCHER_MESSAGES.noPartsSearched : undefined);
  });

  route(app, api.allPartSearches, async (request) => {
    const data = await feeds.allPartSearches(request.auth, request.query);
    const rows = await markMyQuotes(ctx.database.db, request.auth.companyId, data.rows, (r) => r.id);
    return ok({ ...data, rows });
  });
  route(app, api.partSearchesByCompany, async (request) => {
    const data = await feeds.receivedPartSearches(request.auth, request.query);
    const db = ctx.database.db;
    const searchOf = (r: { partSearchId: number }) => r.partSearchId;
    const rows = await markQuoteRequests(db, request.auth.companyId, data.rows, searchOf);
    return ok({ ...data, rows: await markMyQuotes(db, request.auth.companyId, rows, searchOf) });
  });

  route(app, api.browse, async (request) =>
    ok(await browse.page({ ...request.query, masked: false, viewerCompanyId: request.auth.companyId })),
  );
  route(app, api.guestBrowse, perMinute(GUEST_BROWSE_PAGES_PER_MINUTE), async (request) =>
    ok(await browse.page({ ...request.query, masked: true })),
  );

  route(app, api.ownGeneralRequests, async (request) => {
    const companyId = recordIdOr404(request.params.companyId, PART_MATCHER_MESSAGES.companyNotFound);
    return ok(await requests.ownList(request.auth, companyId, request.query));
  });
  route(app, api.allGeneralRequests, async (request) =>
    ok(await requests.allList(request.auth, request.query)),
  );

  // Comments in the path (the spec's call) or in a JSON body (DECISIONS.md "API contract").
  const createRequest = async (
    claims: CompanyClaims,
    comments: string | undefined,
    query: Omit<Parameters<typeof requests.create>[1], 'comments'>,
  ) => {
    const parsed = generalRequestCommentsSchema.safeParse(comments ?? '');
    if (!parsed.success)
      throw badRequest(parsed.error.issues[0]?.message ?? PART_MATCHER_MESSAGES.commentsTooShort);
    const { id, dealerCount } = await requests.create(claims, { ...query, comments: parsed.data });
    return ok({ generalRequestId: id, dealerCount }, PART_MATCHER_MESSAGES.generalRequestSent, 201);
  };
  const limited = ctx.limits.route('generalRequests');
  route(app, api.createGeneralRequest, limited, async (request) =>
    createRequest(request.auth, request.body?.comments ?? request.params.comments, request.query),
  );
  route(app, api.createGeneralRequestWithBody, limited, async (request) =>
    createRequest(request.auth, request.body?.comments, request.query),
  );
}
