import { sql } from 'drizzle-orm';
import type { MachineStatus } from '@ironmatch/contracts/machine-rules';
import type { Condition } from '@ironmatch/contracts/part-matcher-rules';
import { normalizePartNumber } from '@ironmatch/contracts/part-matcher-rules';
import { queryRows, type Db } from '../../db/database';

/** A machine as the seed and the benchmark load it (many at once, with chosen creation times). */
export interface LoadedMachine {
  companyId: number;
  manufacturer: string;
  model: string;
  serialNumber: string;
  year: number | null;
  hours: number | null;
  city: string;
  state: string;
  status: MachineStatus;
  engineMake: string;
  engineModel: string;
  notes: string;
  /** Minutes before now. */
  ageMinutes: number;
  parts: Array<{ component: string; condition: Condition; price: number | null }>;
  /** Storage keys of pictures already in storage under `public/machines/`. */
  pictureKeys: string[];
}

const CHUNK = 500;

/** Inserts machines with their part lines and pictures in multi-row chunks (seed and benchmark). */
export async function loadMachineRows(db: Db, rows: readonly LoadedMachine[]): Promise<number> {
  const makes = new Map(
    (await queryRows<{ id: number; abbrname: string }>(db, sql`select id, abbrname from manufacturers`)).map(
      (m) => [m.abbrname, m.id],
    ),
  );
  let loaded = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK).filter((r) => makes.has(r.manufacturer));
    if (chunk.length === 0) continue;
    await db.transaction(async (tx) => {
      const ids = await queryRows<{ id: number }>(
        tx,
        sql`insert into machines (company_id, manufacturer_id, model, model_norm, serial_number, serial_norm, year,
              hours, city, state, status, engine_make, engine_model, notes, created_at, updated_at,
              status_changed_at, visible_until)
            values ${sql.join(
              chunk.map((r) => {
                const at = sql`now() - make_interval(mins => ${r.ageMinutes})`;
                return sql`(${r.companyId}, ${makes.get(r.manufacturer)}, ${r.model}, ${normalizePartNumber(r.model)},
                  ${r.serialNumber}, ${normalizePartNumber(r.serialNumber)}, ${r.year}, ${r.hours}, ${r.city},
                  ${r.state}, ${r.status}, ${r.engineMake}, ${r.engineModel}, ${r.notes}, ${at}, ${at}, ${at},
                  ${r.status === 'parted_out' ? sql`${at} + interval '30 days'` : sql`null`})`;
              }),
              sql`, `,
            )}
            returning id`,
      );
      const parts = chunk.flatMap((r, i) =>
        r.parts.map((p, n) => sql`(${ids[i]!.id}, ${n + 1}, ${p.component}, ${p.condition}, ${p.price})`),
      );
      if (parts.length > 0)
        await tx.execute(
          sql`insert into machine_parts (machine_id, position, component, condition, price_cents)
              values ${sql.join(parts, sql`, `)}`,
        );
      const pictures = chunk.flatMap((r, i) =>
        r.pictureKeys.map((key, n) => sql`(${ids[i]!.id}, ${n + 1}, ${key}, ${key.split('/').pop()!})`),
      );
      if (pictures.length > 0)
        await tx.execute(
          sql`insert into machine_pictures (machine_id, picnum, key, original_name)
              values ${sql.join(pictures, sql`, `)}`,
        );
    });
    loaded += chunk.length;
  }
  return loaded;
}

export async function countMachineRows(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from machines`);
  return row?.n ?? 0;
}
