import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccountViaApi, DEMO_DEALER, DEMO_PASSWORD, openAs, type ApiAccount } from './support/accounts';
import { horizontalOverflow, preAcceptCookies } from './support/page-health';

/**
 * The storefront (issue 25): the seller approves a customer for wholesale and net 30; the buyer sees the
 * wholesale price, orders (Add to Order, Submit Order Request), the seller approves (shipping and tax), the
 * buyer places it on account; the seller marks it paid by wire; the invoice shows the terms and the wire
 * reference. SHOTS_DIR=<dir> also saves the screens at 1366 and 375 px.
 */

type Token = Pick<ApiAccount, 'accessToken' | 'refreshToken'>;
const DEALER = 'Summit Heavy Parts';

const as = (t: Token) => ({ authorization: `Bearer ${t.accessToken}` });
async function call(request: APIRequestContext, method: string, url: string, who: Token, data?: unknown) {
  const res = await request.fetch(url, { method, headers: as(who), data });
  // The journey reads the few fields it needs of the contracts' shapes.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status(), body: (await res.json()) as { message?: string; data: any } };
}

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await horizontalOverflow(page), `${name} at ${width} px`).toBe(0);
    if (dir) await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const dollars = (cents: number) =>
  `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

test('wholesale and net 30 for a customer: the wholesale price, an order on account, marked paid by wire, the invoice', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const login = await request.post('/api/login', { data: { email: DEMO_DEALER, password: DEMO_PASSWORD } });
  const dealer = ((await login.json()) as { data: Token }).data;

  // A part of the dealer's with a wholesale price (the demo seed gives some of its parts one).
  let part: { partNumber: string; price: number; wholesalePrice: number } | undefined;
  for (let page = 1; !part && page <= 50; page++) {
    const list = await call(request, 'GET', `/api/inventory/parts?limit=100&page=${page}`, dealer);
    const parts = list.body.data.parts as Array<{
      partNumber: string;
      price: number | null;
      wholesalePrice: number | null;
      quantity: number;
    }>;
    if (parts.length === 0) break;
    part = parts.find(
      (p) => p.wholesalePrice && p.price && p.wholesalePrice < p.price && p.quantity > 0,
    ) as typeof part;
  }
  expect(part, 'a demo part with a wholesale price').toBeTruthy();
  const number = part!.partNumber.replace(/[^A-Za-z0-9]/g, '').toUpperCase();

  // A new buyer company searches the part: it becomes the dealer's customer, at retail.
  const buyer = await createAccountViaApi(request, { verified: true, company: true });
  const companyName = (await call(request, 'GET', `/api/company/${buyer.companyId}`, buyer)).body.data.company
    .name as string;
  const before = await call(request, 'GET', `/api/parts/${number}`, buyer);
  const retailRow = (
    before.body.data.parts as Array<{ companyName: string; partNumber: string; price: number }>
  ).find((p) => p.companyName === DEALER && p.partNumber === part!.partNumber)!;
  expect(retailRow.price).toBe(part!.price);

  // The seller finds the company among its customers and sets wholesale, net 30 and a limit.
  const sellerPage = await (await browser.newContext()).newPage();
  await preAcceptCookies(sellerPage);
  await sellerPage.setViewportSize({ width: 1366, height: 900 });
  await openAs(sellerPage, dealer, '/storefront/customers');
  await expect(sellerPage.getByRole('heading', { name: 'Customers' })).toBeVisible();
  await sellerPage.getByLabel('Search customers').fill(companyName);
  await sellerPage.getByLabel('Search customers').press('Enter');
  const link = sellerPage.getByRole('link', { name: companyName });
  await expect(link).toBeVisible();
  await shot(sellerPage, 'storefront-customers');
  await link.click();
  await expect(sellerPage.getByRole('heading', { name: companyName })).toBeVisible();
  await sellerPage.getByLabel(/Approved customer/).check();
  await sellerPage.getByLabel('Price tier').selectOption('wholesale');
  await sellerPage.getByLabel('Credit terms').selectOption('30');
  await sellerPage.getByLabel('Credit limit ($)').fill('5,000');
  await sellerPage.getByRole('button', { name: 'Save settings' }).click();
  await expect(sellerPage.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  const changes = sellerPage.getByRole('table', { name: /Every change/ });
  await expect(changes.getByRole('row')).toHaveCount(5); // the header and four changes
  await expect(changes).toContainText('Wholesale');
  await expect(changes).toContainText('Net 30');
  await expect(changes).toContainText('$5,000.00');
  await expect(sellerPage.getByTestId('customer-credit')).toContainText('$5,000.00 available');
  await shot(sellerPage, 'storefront-customer');

  // The buyer sees the wholesale price in its search.
  const buyerPage = await (await browser.newContext()).newPage();
  await preAcceptCookies(buyerPage);
  await buyerPage.setViewportSize({ width: 1366, height: 900 });
  await openAs(buyerPage, buyer, '/partmatcher/partsearch');
  await buyerPage.getByLabel('Part Number').fill(number);
  await buyerPage.getByRole('button', { name: 'Search', exact: true }).click();
  const dealerRow = buyerPage
    .getByRole('row')
    .filter({ hasText: DEALER })
    .filter({ hasText: part!.partNumber })
    .first();
  await expect(dealerRow).toContainText(dollars(part!.wholesalePrice));
  await expect(dealerRow).toContainText('Wholesale');

  // It orders that row at the wholesale price and sends the request.
  await dealerRow.getByRole('button', { name: 'Add to Order' }).click();
  await buyerPage
    .getByRole('dialog', { name: 'Add to Order' })
    .getByRole('button', { name: 'Add to Order' })
    .click();
  await expect(dealerRow.getByText('Added to order successfully.')).toBeVisible();
  // A new company: its one order is this one.
  const mine = await call(request, 'GET', '/api/orders/created', buyer);
  const orderId = mine.body.data.orders[0].id as number;
  const ordered = (await call(request, 'GET', `/api/orders/${orderId}`, buyer)).body.data.order;
  expect(ordered.OrderItems[0]).toMatchObject({ price: part!.wholesalePrice, priceTier: 'wholesale' });
  await dealerRow.getByRole('button', { name: 'View Order' }).click();
  const request1 = buyerPage.getByRole('dialog', { name: 'Order Details' });
  await request1.getByRole('button', { name: 'Submit Order Request' }).click();
  await expect(request1.getByText('Order request submitted.')).toBeVisible();

  // The seller approves it with shipping and tax.
  await sellerPage.goto(`/orders/${orderId}`);
  const approval = sellerPage.getByRole('dialog', { name: 'Order Details' });
  await approval.getByLabel('Shipping fee').fill('15');
  await approval.getByLabel('Tax').fill('0');
  await approval.getByRole('button', { name: 'Approve Order' }).click();
  await expect(approval.getByText('Order approved.')).toBeVisible();

  // The buyer places it on account and reads the due date.
  await buyerPage.goto(`/orders/${orderId}`);
  const box = buyerPage.getByTestId('place-on-account');
  await expect(box).toContainText('net 30 days');
  await box.getByRole('button', { name: 'Place on account' }).click();
  await expect(
    buyerPage.getByText(/Order placed on account\. Payment is due \d{4}-\d{2}-\d{2}\./),
  ).toBeVisible();
  const terms = buyerPage.getByTestId('payment-terms');
  await expect(terms).toContainText('On account (terms)');
  await expect(terms).toContainText('Due date');

  // The seller marks it paid by wire with the reference.
  const reference = `WIRE-${Date.now().toString(36).toUpperCase()}`;
  await sellerPage.goto(`/orders/${orderId}`);
  const markPaid = sellerPage.getByTestId('mark-paid');
  await expect(markPaid).toBeVisible();
  await markPaid.getByLabel('Payment method').selectOption('wire');
  await markPaid.getByLabel(/Reference/).fill(reference);
  await shot(sellerPage, 'storefront-order-mark-paid');
  await markPaid.getByRole('button', { name: 'Mark paid' }).click();
  await expect(sellerPage.getByText('Order marked paid.')).toBeVisible();
  await expect(sellerPage.getByTestId('payment-terms')).toContainText(`Wire transfer, ref. ${reference}`);
  await expect(sellerPage.getByTestId('mark-paid')).toHaveCount(0);

  // The invoice shows the terms, the due date and the wire reference.
  await buyerPage.goto(`/orders/${orderId}/invoice`);
  await expect(buyerPage.getByTestId('invoice-terms')).toContainText(
    'Payment: On account (terms). Due date:',
  );
  await expect(buyerPage.getByText(`(ref. ${reference})`)).toBeVisible();
  await expect(buyerPage.getByText(/payment, Wire transfer/)).toBeVisible();
});
