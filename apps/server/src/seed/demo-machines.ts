import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { countMachineRows, loadMachineRows } from '../modules/machines/machine-loader.service';
import type { FileStorage } from '../platform/storage/file-storage';
import { listingPictureKey, writeDemoListingPictures } from './demo-listing-pictures';
import { generateMachines } from './machine-generator';

/** Demo machines being taken apart (issue 28 asks for 300), over the member dealers. */
export const DEMO_MACHINES = 300;
const KINDS = ['excavator', 'loader', 'dozer'] as const;

/**
 * The demo machines' pictures: copies of the drawn listing pictures under `public/machines/`, so a
 * machine's picture never shares a file with a listing (removing one never removes the other's).
 */
async function writeDemoMachinePictures(storage: FileStorage): Promise<string[]> {
  await writeDemoListingPictures(storage);
  const keys: string[] = [];
  for (const kind of KINDS)
    for (const variant of [1, 2, 3]) {
      const key = `public/machines/demo-${kind}-${variant}.jpg`;
      keys.push(key);
      if (await storage.exists(key)) continue;
      const source = await storage.open(listingPictureKey(kind, variant));
      if (!source) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of source.stream) chunks.push(Buffer.from(chunk as Buffer));
      await storage.put(key, Buffer.concat(chunks), {
        contentType: 'image/jpeg',
        filename: `${kind}-${variant}.jpg`,
      });
    }
  return keys;
}

/** The demo's machines with parts lists and pictures. Idempotent: skipped when any machine exists. */
export async function seedDemoMachines(
  db: Db,
  storage: FileStorage,
  log: (line: string) => void = () => undefined,
) {
  const pictureKeys = await writeDemoMachinePictures(storage);
  if ((await countMachineRows(db)) > 0) return;
  const companies = await queryRows<{ id: number }>(
    db,
    sql`select id from companies where memid is not null and exists
          (select 1 from inventory_parts p where p.company_id = companies.id) order by id limit 9`,
  );
  if (companies.length === 0) return;
  const rows = generateMachines({
    count: DEMO_MACHINES,
    companyIds: companies.map((c) => c.id),
    seed: 28,
    pictureKeys,
  });
  // The demo dealer's newest machine: a CAT 320D being dismantled, so the walkthrough finds one at once.
  rows[0] = {
    ...rows[0]!,
    manufacturer: 'CAT',
    model: '320D L',
    status: 'dismantling',
    state: 'TX',
    city: 'Dallas',
  };
  log(`seeded ${await loadMachineRows(db, rows)} demo machines`);
}
