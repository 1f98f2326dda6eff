import type { FastifyReply } from 'fastify';
import { statsEndpoints as api } from '@ironmatch/contracts/stats-endpoints';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { companiesCsv, lostDemandCsv, partsCsv, regionsCsv, seriesCsv } from './stats-csv';
import { createStatsRollups, statsRollupJob } from './stats-rollup.service';
import { createStatsService } from './stats.service';

/** A CSV answer, downloaded under a name that says what and which days. */
function sendCsv(reply: FastifyReply, name: string, period: { from: string; to: string }, body: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="stats-${name}-${period.from}-${period.to}.csv"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * The stats manager (issue 27): a member company's own figures, read from the rollups that the
 * stats rollup job keeps in step with the events (ADR 0018).
 */
export async function statsRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  // Tests read the figures right after each rollup run: never the previous version's there.
  const stats = createStatsService({ db, ...(ctx.config.env === 'test' ? { staleMs: 0 } : {}) });
  const rollups = createStatsRollups({ db });

  ctx.jobs.register(statsRollupJob, async (_payload, job) => {
    try {
      // Backfill chunks get 20 s a run; the lease is renewed after each.
      await rollups.run({ budgetMs: 20_000, signal: job.signal, onChunk: () => job.extendLease() });
    } finally {
      if (!job.signal.aborted) await rollups.scheduleNext({ except: job.id });
    }
  });
  // A server that takes requests keeps the job going (the first run backfills the history).
  app.addHook('onListen', async () => {
    try {
      await rollups.scheduleNext({ delaySeconds: 0 });
      ctx.jobs.poke();
    } catch (err) {
      ctx.log.error({ err }, 'the stats rollup job could not be scheduled');
    }
  });

  const page = (q: { page: number; limit: number }) => ({ page: q.page, limit: q.limit });

  route(app, api.overview, async (request) => ok(await stats.overview(request.auth, request.query)));

  route(app, api.parts, async (request) => {
    const { rows, totalCount } = await stats.parts(request.auth, request.query, page(request.query));
    return ok({ parts: rows, totalCount });
  });
  route(app, api.regions, async (request) => {
    const { rows, totalCount } = await stats.regions(request.auth, request.query, page(request.query));
    return ok({ regions: rows, totalCount });
  });
  route(app, api.companies, async (request) => {
    const { rows, totalCount } = await stats.companies(request.auth, request.query, page(request.query));
    return ok({ companies: rows, totalCount });
  });
  route(app, api.lostDemand, async (request) => {
    const { rows, totalCount } = await stats.lostDemand(request.auth, request.query, page(request.query));
    return ok({ parts: rows, totalCount });
  });

  route(app, api.seriesCsv, async (request, reply) => {
    const overview = await stats.overview(request.auth, request.query);
    return sendCsv(reply, 'series', overview.period, seriesCsv(overview.series));
  });
  route(app, api.partsCsv, async (request, reply) => {
    const { rows } = await stats.parts(request.auth, request.query, null);
    return sendCsv(reply, 'parts', stats.period(request.query), partsCsv(rows));
  });
  route(app, api.regionsCsv, async (request, reply) => {
    const { rows } = await stats.regions(request.auth, request.query, null);
    return sendCsv(reply, 'regions', stats.period(request.query), regionsCsv(rows));
  });
  route(app, api.companiesCsv, async (request, reply) => {
    const { rows } = await stats.companies(request.auth, request.query, null);
    return sendCsv(reply, 'companies', stats.period(request.query), companiesCsv(rows));
  });
  route(app, api.lostDemandCsv, async (request, reply) => {
    const { rows } = await stats.lostDemand(request.auth, request.query, null);
    return sendCsv(reply, 'lost-demand', stats.period(request.query), lostDemandCsv(rows));
  });
}
