import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import type { ImportCrossReferences } from '../inventory/import-cross-references.service';
import { lockCrossReferenceWriters } from './cross-references.repository';

/**
 * The part matcher's side of the inventory import's cross-reference column (issue 29): the stored paths
 * its batched cycle check reads, and the one statement that adds a file's references as the company's own.
 */
export const importCrossReferenceStore: ImportCrossReferences = {
  async supersededReach(db, companyId, origins, targets) {
    if (origins.length === 0 || targets.length === 0) return [];
    // UNION keeps each (origin, number) once, so a stored cycle (never stored, but) cannot loop.
    return queryRows<{ origin: string; reached: string }>(
      db,
      sql`with recursive r(origin, num) as (
          select o collate "C", o collate "C" from unnest(${sql.param(origins)}::text[]) as o
          union
          select r.origin, x.to_part_number
          from r join cross_references x on x.from_part_number = r.num and x.kind = 'supersedes'
            and (x.company_id is null or x.company_id = ${companyId})
        )
        select r.origin as "origin", r.num as "reached"
        from r join unnest(${sql.param(targets)}::text[]) as t(n) on r.num = t.n collate "C"
        where r.num <> r.origin`,
    );
  },

  async addAll(tx, companyId, source) {
    // The writers' lock of the company, as a single reference's add takes it (cross-references.service.ts).
    await lockCrossReferenceWriters(tx, companyId);
    const rows = await queryRows<{ n: number }>(
      tx,
      sql`with s as (
          select from_part_number as f, from_manufacturer_id as fm, to_part_number as t, to_manufacturer_id as tm, kind as k
          from (${source}) src
        ),
        -- An interchange is the same either way round: one of a file's A-with-B and B-with-A is kept.
        c as (
          select distinct on (k, least(f, t), greatest(f, t),
              case when f <= t then fm else tm end, case when f <= t then tm else fm end)
            f, fm, t, tm, k
          from s
          where k = 'interchangeable'
          union all
          select distinct f, fm, t, tm, k from s where k <> 'interchangeable'
        ),
        added as (
          insert into cross_references (from_part_number, from_manufacturer_id, to_part_number, to_manufacturer_id, kind,
            company_id)
          select c.f, c.fm, c.t, c.tm, c.k, ${companyId}::int from c
          where not exists (
            select 1 from cross_references x
            where x.company_id = ${companyId} and x.kind = c.k and x.kind = 'interchangeable'
              and x.from_part_number = c.t and x.to_part_number = c.f
              and x.from_manufacturer_id is not distinct from c.tm and x.to_manufacturer_id is not distinct from c.fm
          )
          on conflict on constraint cross_references_key do nothing
          returning 1
        )
        select count(*)::int as "n" from added`,
    );
    return rows[0]?.n ?? 0;
  },
};
