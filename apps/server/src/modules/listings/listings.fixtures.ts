import { sql } from 'drizzle-orm';
import type { ListingBody } from '@ironmatch/contracts/listings';
import type { TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { renumberCategory } from './listings.repository';

/** The listings tests' shared pieces: a multipart body, a full listing body, and a seeded market. */
export function multipart(files: Array<{ name: string; data: Buffer }>, field = 'pictures') {
  const boundary = `----listing-test-${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const file of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const body = (over: Partial<ListingBody> = {}): ListingBody => ({
  title: 'CAT 320D excavator bucket',
  modelnum: '320D-BKT',
  manuflong: 'Caterpillar',
  condlong: 'Used',
  category: 100,
  subcategory: 'Buckets',
  price: 450000,
  details: 'Heavy duty\nNew teeth',
  shipnotes: 'Ships from Dallas',
  serialnum: 'SN123',
  stocknum: 'ST9',
  modelyear: 2015,
  hours: 1200,
  dimensions: '48 in',
  weight: '1,800 lb',
  location: 'Yard 3',
  city: 'Dallas',
  state: 'TX',
  ...over,
});

/** Listings in the for-sale lists: 130 in category 100 over two member companies, one in 101. */
export const TOTAL = 130;

export async function seedListings(
  t: TestApp,
): Promise<{ dealer: TestUser; other: TestUser; buyer: TestUser }> {
  const dealer = await createTestUser(t, {
    memid: 'NCLIST1',
    company: { name: 'Lone Star Iron', website: 'https://lonestar.example', phoneMain: '214-555-0101' },
  });
  const other = await createTestUser(t, { memid: 'NCLIST2', company: { name: 'Zephyr Equipment' } });
  const buyer = await createTestUser(t, { company: { name: 'Buyer Paving' } });
  // 130 attachments over two companies: model numbers M000..M129 (shuffled against dates and prices).
  const rows = Array.from({ length: TOTAL }, (_, i) => {
    const n = (i * 37) % TOTAL;
    return sql`(${i % 3 === 0 ? other.companyId : dealer.companyId}, ${`Listing ${i}`}, ${`M-${String(n).padStart(3, '0')}`},
      ${`M${String(n).padStart(3, '0')}`}, 100, ${i % 2 === 0 ? 'Buckets' : 'Forks'},
      ${i % 10 === 0 ? null : ((i * 7919) % 1000) * 100}, now() - make_interval(mins => ${i}), 'Secret shipping', 'Yard 9')`;
  });
  await t.db.execute(
    sql`insert into listings (company_id, title, modelnum, modelnum_norm, category, subcategory, price_cents, datemod, shipnotes, location)
        values ${sql.join(rows, sql`, `)}`,
  );
  await t.db.execute(
    sql`insert into listings (company_id, title, modelnum, modelnum_norm, category, subcategory) values (${dealer.companyId}, 'Engine', '3306', '3306', 101, 'Diesel Engines')`,
  );
  await renumberCategory(t.db, 100);
  await renumberCategory(t.db, 101);
  return { dealer, other, buyer };
}
