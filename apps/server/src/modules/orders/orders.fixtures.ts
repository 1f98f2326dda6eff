import { expect } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@ironmatch/contracts/order-states';
import type { CreateOrderResponse, Order } from '@ironmatch/contracts/orders';
import type { PartRow } from '@ironmatch/contracts/part-matcher';
import { envelopeCalls } from '../../test/envelope-calls';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import { addParts, seedMakes } from '../part-matcher/part-matcher.fixtures';
import { createOrdersService } from './orders.service';
import { mailMarks } from '../../test/mail-marks';

/**
 * The orders tests' world (orders-*.test.ts): a member dealer that can take orders with four parts
 * (priced, priced, no price, zero price), a member that cannot transact yet, a non-member and a stranger
 * company, each stocking ORD-100; the orders service itself (placing an order is the payments module's
 * call), and the calls the tests make.
 */
export async function createOrdersBed() {
  const t = await createTestApp();
  const service = createOrdersService({
    db: t.db,
    access: t.app.ctx.access,
    jobs: t.app.ctx.jobs,
    mail: { appUrl: 'http://localhost:3000', supportPhone: '1', supportEmail: 'a@b.c' },
  });
  const { call, ok } = envelopeCalls(t);

  await seedMakes(t);
  const dealer = await createTestUser(t, {
    company: { name: 'Summit Orders Dealer' },
    memid: 'NC-ORD',
    firstName: 'Dee',
  });
  const notReady = await createTestUser(t, {
    company: { name: 'Not Ready Parts', canTransact: false },
    memid: 'NC-NR',
  });
  const nonMember = await createTestUser(t, { company: { name: 'Non Member Salvage' } });
  const stranger = await createTestUser(t, { company: { name: 'Stranger Iron' }, memid: 'NC-STR' });
  await addParts(t, dealer.companyId!, [
    { partnum: 'ORD-100', description: 'FUEL FILTER', priceCents: 2499, quantity: 12 },
    { partnum: 'ORD-200', description: 'OIL FILTER', priceCents: 1500 },
    { partnum: 'ORD-300', description: 'WATER PUMP, EXCHANGE', priceCents: null },
    { partnum: 'ORD-400', description: 'SEAL KIT', priceCents: 0 },
  ]);
  await addParts(t, notReady.companyId!, [
    { partnum: 'ORD-100', description: 'FUEL FILTER', priceCents: 2000 },
  ]);
  await addParts(t, nonMember.companyId!, [
    { partnum: 'ORD-100', description: 'FUEL FILTER', priceCents: 2100 },
  ]);

  /** The buyer's search row for `partnum` from `seller`, through the real search. */
  async function rowFor(buyer: TestUser, partnum: string, seller = dealer): Promise<PartRow> {
    const res = await ok<{ parts: PartRow[] }>(buyer, 'GET', `/api/parts/${partnum}?approved=yes`);
    const row = res.data.parts.find((p) => p.companyId === seller.companyId);
    expect(row, `${partnum} from company ${seller.companyId}`).toBeDefined();
    return row!;
  }

  async function add(buyer: TestUser, partnum: string, extra: Record<string, unknown> = {}) {
    const row = await rowFor(buyer, partnum);
    const res = await ok<CreateOrderResponse['data']>(
      buyer,
      'POST',
      '/api/orders',
      { vendorCompanyId: row.companyId, searchId: row.id, price: row.price ?? undefined, ...extra },
      201,
    );
    return { ...res.data, row, message: res.message };
  }

  const getOrder = async (who: TestUser, id: number) =>
    (await ok<{ order: Order }>(who, 'GET', `/api/orders/${id}`)).data.order;

  /** A fresh buyer (a company of its own) with an order of `partnum` taken to `status`. */
  async function orderAt(status: OrderStatus, partnum = 'ORD-100') {
    const buyer = await createTestUser(t);
    const { orderId } = await add(buyer, partnum);
    const steps: Array<[OrderStatus, () => Promise<unknown>]> = [
      [
        'order_requested',
        () => ok(buyer, 'POST', `/api/orders/${orderId}/submit-order`, { comment: 'ASAP' }),
      ],
      [
        'order_confirmed',
        () =>
          ok(dealer, 'PUT', `/api/orders/${orderId}/respond-order`, { shippingAmount: '10', taxAmount: '1' }),
      ],
      ['order_placed', () => t.db.transaction((tx) => service.placeOrder(tx, orderId))],
      [
        'order_shipped',
        () =>
          ok(dealer, 'PUT', `/api/orders/${orderId}/mark-shipped`, {
            shippingCarrier: 'UPS',
            trackingNumber: '1Z',
          }),
      ],
    ];
    for (const [reached, step] of steps) {
      if (ORDER_STATUSES.indexOf(status) < ORDER_STATUSES.indexOf(reached)) break;
      await step();
    }
    const order = await getOrder(buyer, orderId);
    expect(order.status).toBe(status);
    return { buyer, orderId, itemId: order.OrderItems[0]!.id };
  }

  const { mailMark, mailSince } = mailMarks(t);

  return {
    t,
    service,
    dealer,
    notReady,
    nonMember,
    stranger,
    call,
    ok,
    rowFor,
    add,
    getOrder,
    orderAt,
    mailSince,
    mailMark,
  };
}
