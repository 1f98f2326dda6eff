import { eq } from 'drizzle-orm';
import type { Condition } from '@ironmatch/contracts/part-matcher-rules';
import { manufacturers } from '../../db/schema/inventory';
import { seedManufacturers } from '../inventory/manufacturer-list';
import type { TestApp } from '../../test/test-app';
import { addInventoryParts } from '../inventory/stock-bulk.service';

/** Test helpers: the make list, and parts for a dealer company. */
export async function seedMakes(t: TestApp): Promise<Record<string, number>> {
  await seedManufacturers(t.db);
  const rows = await t.db
    .select({ id: manufacturers.id, abbrname: manufacturers.abbrname })
    .from(manufacturers);
  return Object.fromEntries(rows.map((r) => [r.abbrname, r.id]));
}

export async function makeId(t: TestApp, abbrname: string): Promise<number> {
  const [row] = await t.db
    .select({ id: manufacturers.id })
    .from(manufacturers)
    .where(eq(manufacturers.abbrname, abbrname));
  return row!.id;
}

export interface TestPart {
  partnum: string;
  make?: string;
  condition?: Condition;
  description?: string;
  quantity?: number;
  priceCents?: number | null;
  pictures?: string[];
}

export async function addParts(t: TestApp, companyId: number, parts: TestPart[]): Promise<number[]> {
  const ids = new Map<string, number>();
  for (const p of parts) {
    const make = p.make ?? 'CAT';
    if (!ids.has(make)) ids.set(make, await makeId(t, make));
  }
  return addInventoryParts(
    t.db,
    parts.map((p) => ({
      companyId,
      partnum: p.partnum,
      manufacturerId: ids.get(p.make ?? 'CAT')!,
      condition: p.condition ?? 'NEW',
      description: p.description ?? 'SEAL, O-RING',
      quantity: p.quantity ?? 1,
      priceCents: p.priceCents === undefined ? 1999 : p.priceCents,
      pictures: p.pictures ?? [],
    })),
  );
}
