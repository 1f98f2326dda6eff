import { sql } from 'drizzle-orm';
import { healthResponseSchema } from '@ironmatch/contracts/site';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { AppError } from '../../http/app-error';

export async function siteRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  app.get('/health', { schema: { response: { 200: healthResponseSchema } } }, async () => {
    try {
      await ctx.database.db.execute(sql`select 1`);
    } catch {
      throw new AppError(503, 'The database is not reachable.');
    }
    return { status: 200, data: { ok: true as const, db: ctx.database.kind } };
  });
}
