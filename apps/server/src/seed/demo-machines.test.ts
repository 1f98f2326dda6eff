import { describe, expect, it } from 'vitest';
import type { MachineList } from '@ironmatch/contracts/machines';
import { queryRows } from '../db/database';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../test/test-app';
import { createTestUser } from '../test/fixtures';
import { addParts, seedMakes } from '../modules/part-matcher/part-matcher.fixtures';
import { DEMO_MACHINES, seedDemoMachines } from './demo-machines';

describe('demo machines', async () => {
  const t = await createTestApp();

  it('seeds 300 machines over the member dealers with parts lists and served pictures, once', async () => {
    await seedMakes(t);
    const dealers = [await createTestUser(t, { memid: 'D1' }), await createTestUser(t, { memid: 'D2' })];
    for (const d of dealers) await addParts(t, d.companyId!, [{ partnum: '1R-0750' }]);
    const buyer = await createTestUser(t);
    await seedDemoMachines(t.db, t.app.ctx.files.storage);
    await seedDemoMachines(t.db, t.app.ctx.files.storage);
    const [stats] = await queryRows<{ n: number; companies: number; parts: number; pictures: number }>(
      t.db,
      sql`select count(*)::int as n, count(distinct company_id)::int as companies,
            (select count(*)::int from machine_parts) as parts, (select count(*)::int from machine_pictures) as pictures
          from machines`,
    );
    expect(stats).toMatchObject({ n: DEMO_MACHINES, companies: 2 });
    expect(stats!.parts).toBeGreaterThan(DEMO_MACHINES);
    expect(stats!.pictures).toBeGreaterThan(DEMO_MACHINES / 2);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/machines?model=320D',
      headers: buyer.headers,
    });
    const list = res.json().data as MachineList;
    expect(list.totalCount).toBeGreaterThan(0);
    const withPicture = (
      await t.app.inject({ method: 'GET', url: '/api/machines?limit=50', headers: buyer.headers })
    )
      .json()
      .data.machines.find((m: { coverThumbUrl: string | null }) => m.coverThumbUrl);
    const thumb = await t.app.inject({ method: 'GET', url: withPicture.coverThumbUrl });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
  });
});
