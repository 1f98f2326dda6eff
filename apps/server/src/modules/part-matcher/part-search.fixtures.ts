import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/test-app';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { addParts, seedMakes } from './part-matcher.fixtures';

/** The part search tests' world: a buyer, three dealers (one without part emails), a member, their stock. */
export interface SearchWorld {
  buyer: TestUser;
  dealerA: TestUser;
  dealerB: TestUser;
  quietDealer: TestUser;
  member: TestUser;
  /** dealerA's parts: 1R-0750, 1R-07501, 6I-2503. */
  partIds: number[];
  get(url: string, who?: TestUser, remoteAddress?: string): Promise<LightMyRequestResponse>;
}

export async function seedSearchWorld(t: TestApp): Promise<SearchWorld> {
  const get = (url: string, who?: TestUser, remoteAddress?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: who?.headers ?? {},
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  await seedMakes(t);
  const buyer = await createTestUser(t, {
    company: { name: 'Buyer Excavating' },
    firstName: 'Bea',
    lastName: 'Buyer',
  });
  const dealerA = await createTestUser(t, {
    company: { name: 'Alpha Tractor Parts', memid: 'NC1' },
    memid: 'NC1',
    firstName: 'Al',
  });
  const dealerB = await createTestUser(t, { company: { name: 'Bravo Salvage Co', canTransact: false } });
  const quietDealer = await createTestUser(t, { company: { name: 'Quiet Iron Supply' } });
  await t.db.update(users).set({ partEmails: false }).where(eq(users.id, quietDealer.userId));
  const member = await createTestUser(t, {
    company: { name: 'Member Dealer Inc', memid: 'NC2' },
    memid: 'NC2',
  });

  const partIds = await addParts(t, dealerA.companyId!, [
    {
      partnum: '1R-0750',
      description: 'FUEL FILTER ELEMENT',
      condition: 'NEW',
      priceCents: 2450,
      pictures: ['public/demo/filter-1.jpg', 'public/demo/filter-2.jpg'],
      quantity: 12,
    },
    { partnum: '1R-07501', description: 'FILTER KIT', condition: 'AFTERMARKET', priceCents: null },
    { partnum: '6I-2503', description: 'AIR FILTER PRIMARY', condition: 'USED', priceCents: 9900 },
  ]);
  await addParts(t, dealerB.companyId!, [
    {
      partnum: '1r0750',
      description: 'FILTER, FUEL',
      condition: 'USED',
      priceCents: 1500,
      pictures: ['public/demo/filter-3.jpg'],
    },
    { partnum: '1R0751', description: 'GASKET', condition: 'NEW' },
    {
      partnum: 'AT123456',
      make: 'JD',
      description: 'HYDRAULIC PUMP',
      condition: 'REBUILT',
      priceCents: 125000,
    },
  ]);
  await addParts(t, quietDealer.companyId!, [
    { partnum: '1R-0750', description: 'FUEL FILTER', condition: 'NEW', priceCents: 0 },
  ]);
  return { buyer, dealerA, dealerB, quietDealer, member, partIds, get };
}
