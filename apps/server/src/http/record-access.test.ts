import { describe, expect, it } from 'vitest';
import type { AccessClaims } from '@ironmatch/contracts/access';
import type { Db } from '../db/database';
import { AppError } from './app-error';
import { createRecordAccess, type RecordParties } from './record-access';

declare module './record-access' {
  interface RecordKinds {
    testOrder: 'buyer' | 'seller';
    testMessage: 'sender' | 'recipient';
  }
}

const claims = (userId: number, companyId: number | null): AccessClaims => ({
  userId,
  companyId,
  memid: null,
  emailVerified: true,
  loginId: '00000000-0000-4000-8000-000000000000',
});

async function failure(p: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return { status: err.statusCode, message: err.message };
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('record access: the one record-level check', () => {
  const orders = new Map<number, RecordParties<'buyer' | 'seller'>>([
    [1, { buyer: { companyIds: [10] }, seller: { companyIds: [20] } }],
  ]);
  const locks: Array<{ id: number; lock: boolean; db: unknown }> = [];
  const appDb = { name: 'app' } as unknown as Db;
  const access = createRecordAccess(appDb);
  access.define('testOrder', {
    notFound: 'Order not found.',
    wrongRole: { seller: 'Only the seller can confirm prices.' },
    load: async (db, id, { lock }) => {
      locks.push({ id, lock, db });
      return orders.get(id) ?? null;
    },
  });
  access.define('testMessage', {
    notFound: 'Message not found.',
    forbidden: 'You do not have access to this message.',
    load: async (_db, id) =>
      id === 5 ? { sender: { userIds: [1] }, recipient: { companyIds: [20] } } : null,
  });

  it('lets a party through in its role, or in any role as "party"', async () => {
    await expect(access.require(claims(1, 10), 'testOrder', 1, 'buyer')).resolves.toEqual(orders.get(1));
    await expect(access.require(claims(2, 20), 'testOrder', 1, 'seller')).resolves.toBeTruthy();
    await expect(access.require(claims(2, 20), 'testOrder', 1, 'party')).resolves.toBeTruthy();
  });

  it('answers 404 for a missing record and for one that is not yours (it does not reveal it exists)', async () => {
    expect(await failure(access.require(claims(1, 10), 'testOrder', 99, 'buyer'))).toEqual({
      status: 404,
      message: 'Order not found.',
    });
    expect(await failure(access.require(claims(3, 30), 'testOrder', 1, 'party'))).toEqual({
      status: 404,
      message: 'Order not found.',
    });
    expect(await failure(access.require(claims(3, null), 'testOrder', 1, 'buyer'))).toMatchObject({
      status: 404,
    });
  });

  it("answers 403 with the kind's sentence for a party in the wrong role", async () => {
    expect(await failure(access.require(claims(1, 10), 'testOrder', 1, 'seller'))).toEqual({
      status: 403,
      message: 'Only the seller can confirm prices.',
    });
    // No sentence for that role: it reads as not yours.
    expect(await failure(access.require(claims(2, 20), 'testOrder', 1, 'buyer'))).toMatchObject({
      status: 404,
    });
  });

  it("uses the kind's explicit 403 for another's record (messages), and 404 when it does not exist", async () => {
    expect(await failure(access.require(claims(9, 90), 'testMessage', 5, 'party'))).toEqual({
      status: 403,
      message: 'You do not have access to this message.',
    });
    expect(await failure(access.require(claims(9, 90), 'testMessage', 6, 'party'))).toEqual({
      status: 404,
      message: 'Message not found.',
    });
    // A user holds a role by user id too (the sender), a company user by company id (the recipient).
    await expect(access.require(claims(1, 77), 'testMessage', 5, 'sender')).resolves.toBeTruthy();
    await expect(access.require(claims(4, 20), 'testMessage', 5, 'recipient')).resolves.toBeTruthy();
  });

  it('reads in the given transaction and locks the row when asked', async () => {
    const tx = { name: 'tx' } as unknown as Db;
    locks.length = 0;
    await access.require(claims(1, 10), 'testOrder', 1, 'buyer', { db: tx, lock: true });
    await access.require(claims(1, 10), 'testOrder', 1, 'buyer');
    expect(locks).toEqual([
      { id: 1, lock: true, db: tx },
      { id: 1, lock: false, db: appDb },
    ]);
  });

  it("says whether another company holds a role on a record (a message's related record)", async () => {
    await expect(access.companyHolds(20, 'testOrder', 1, 'seller')).resolves.toBe('held');
    await expect(access.companyHolds(10, 'testOrder', 1, 'seller')).resolves.toBe('not-held');
    await expect(access.companyHolds(10, 'testOrder', 1, 'party')).resolves.toBe('held');
    await expect(access.companyHolds(30, 'testOrder', 1, 'party')).resolves.toBe('not-held');
    await expect(access.companyHolds(20, 'testOrder', 404, 'seller')).resolves.toBe('missing');
  });

  it('refuses a kind defined twice', () => {
    expect(() => access.define('testOrder', { notFound: 'x', load: async () => null })).toThrow(/twice/);
  });
});
