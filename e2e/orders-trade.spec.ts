import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  createAccountViaApi,
  DEMO_DEALER,
  DEMO_PASSWORD,
  loginThroughForm,
  openAs,
} from './support/accounts';
import { latestMailId, waitForMail } from './support/mailbox';
import { horizontalOverflow, preAcceptCookies } from './support/page-health';

/**
 * Orders as B2B trade runs them (issue 24): the buyer sends a request with its own ship-to and PO; the
 * request is locked for the buyer; the seller's change after it is shown to the buyer; the seller
 * approves, the buyer pays, the seller gets the "ready to ship" mail and prints the packing slip; the
 * seller cancels another paid order with a reason (refunded in full); the buyer sees the refund and the
 * reason; the invoice PDF opens. SHOTS_DIR=<dir> also saves the screens at 1366 and 375 px.
 */

const DEALER = 'Summit Heavy Parts';
const LOCKED =
  'This order request was already sent. Ask the seller to change it, or delete it and start again.';
type Token = { accessToken: string };

async function newPage(browser: Browser, width = 1366): Promise<Page> {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await preAcceptCookies(page);
  await page.setViewportSize({ width, height: 900 });
  return page;
}

const as = (t: Token) => ({ authorization: `Bearer ${t.accessToken}` });

/** Screens for the review, only when SHOTS_DIR is set. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await horizontalOverflow(page), `${name} at ${width} px`).toBe(0);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function call(request: APIRequestContext, method: string, url: string, who: Token, data?: unknown) {
  const res = await request.fetch(url, { method, headers: as(who), data });
  // The answers' shapes are the contracts'; the journey reads the few fields it needs.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status(), body: (await res.json()) as { message?: string; data: any } };
}

/** A new order of the demo dealer's 1R-0750 ($24.99) by a new buyer company. */
async function newOrder(request: APIRequestContext) {
  const buyer = await createAccountViaApi(request, { verified: true, company: true });
  const found = await call(request, 'GET', '/api/parts/1R0750?approved=yes', buyer);
  const parts = found.body.data.parts as Array<{
    id: number;
    companyId: number;
    companyName: string;
    price: number;
  }>;
  const row = parts.find((p) => p.companyName === DEALER && p.price === 2499)!;
  const created = await call(request, 'POST', '/api/orders', buyer, {
    vendorCompanyId: row.companyId,
    searchId: row.id,
  });
  expect(created.status).toBe(201);
  return { buyer, orderId: created.body.data.orderId as number };
}

test('a locked, shipped-to and invoiced order; a paid order canceled with its refund', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const login = await request.post('/api/login', { data: { email: DEMO_DEALER, password: DEMO_PASSWORD } });
  const dealerToken = ((await login.json()) as { data: Token }).data;

  // 1. The buyer sends the request with a ship-to for this order only, a PO number and a method.
  const { buyer: account, orderId } = await newOrder(request);
  const buyer = await newPage(browser);
  await openAs(buyer, account, `/orders/${orderId}`);
  let details = buyer.getByRole('dialog', { name: 'Order Details' });
  await details.getByLabel('Address', { exact: true }).fill('4100 Quarry Road');
  await details.getByLabel('City').fill('Granite Falls');
  await details.getByLabel('State').fill('MN');
  await details.getByLabel('ZIP code').fill('56241');
  await details.getByLabel('Country').fill('USA');
  await details.getByLabel(/PO number/).fill('PO-7781');
  await details.getByLabel(/Shipping method/).fill('LTL freight, liftgate');
  await shot(buyer, 'submit-order-request');
  await details.getByRole('button', { name: 'Submit Order Request' }).click();
  await expect(details.getByText('Order request submitted.')).toBeVisible();
  const shipTo = details.getByRole('definition').filter({ hasText: '4100 Quarry Road' });
  await expect(shipTo).toContainText('Granite Falls, MN 56241');

  // 2. Sent: the buyer's change is refused with the sentence, and the view offers none.
  const order = (await call(request, 'GET', `/api/orders/${orderId}`, account)).body.data.order;
  const itemId = order.OrderItems[0].id as number;
  const refused = await call(request, 'PUT', `/api/orders/${orderId}/items/${itemId}`, account, {
    quantity: 5,
  });
  expect(refused).toMatchObject({ status: 409, body: { message: LOCKED } });
  await expect(details.getByRole('button', { name: /^Edit / })).toHaveCount(0);

  // 3. The seller sees ship-to and PO in the received list, lowers the price and approves.
  const dealer = await newPage(browser);
  await dealer.goto('/login');
  await loginThroughForm(dealer, DEMO_DEALER);
  await dealer.goto('/orders');
  await dealer.getByRole('tab', { name: 'Received Orders / Quote Requests' }).click();
  const listed = dealer.getByRole('row').filter({ hasText: `#${orderId}` });
  await expect(listed).toContainText('PO-7781');
  await expect(listed).not.toContainText('PO PO-7781');
  await expect(listed).toContainText('Granite Falls, MN 56241');
  await shot(dealer, 'received-list');
  await dealer.goto(`/orders/${orderId}`);
  details = dealer.getByRole('dialog', { name: 'Order Details' });
  await expect(details.getByLabel('Ship-to and PO')).toContainText('PO-7781');
  await details.getByRole('button', { name: 'Edit 1R-0750' }).click();
  const edit = dealer.getByRole('dialog', { name: 'Edit Item' });
  await edit.getByLabel('Price (each)').fill('22.50');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByText('Item updated')).toBeVisible();
  await details.getByLabel('Shipping fee').fill('10');
  await details.getByLabel('Tax').fill('2');
  await details.getByRole('button', { name: 'Approve Order' }).click();
  await expect(details.getByText('Order approved.')).toBeVisible();

  // 4. The buyer sees the seller's change and pays $34.50.
  await buyer.reload();
  details = buyer.getByRole('dialog', { name: 'Order Details' });
  await expect(details.getByRole('region', { name: "Seller's changes" })).toContainText('1R-0750');
  await details.getByRole('button', { name: 'Pay $34.50' }).click();
  const pay = buyer.getByRole('dialog', { name: 'Pay for Order' });
  const mark = await latestMailId(request);
  await pay.getByLabel('Test card number').fill('4242 4242 4242 4242');
  await pay.getByRole('button', { name: 'Pay $34.50' }).click();
  const paid = buyer.getByRole('dialog', { name: 'Payment Successful' });
  await paid.getByRole('button', { name: 'Close' }).last().click();
  await expect(details.getByRole('link', { name: 'Invoice' })).toBeVisible();
  await shot(buyer, 'order-view-paid');

  // 5. The seller's "ready to ship" mail carries the ship-to; the packing slip prints without prices.
  const ready = await waitForMail(request, DEMO_DEALER, new RegExp(`#${orderId}\\b.*ready to ship`, 'i'), {
    afterId: mark,
  });
  expect(ready.text).toContain('4100 Quarry Road');
  await dealer.goto(`/orders/${orderId}/packing-slip`);
  const slip = dealer.getByRole('article', { name: 'Packing Slip' });
  await expect(slip).toContainText('1R-0750');
  await expect(slip).toContainText('PO-7781');
  await expect(slip).not.toContainText('$');
  await dealer.emulateMedia({ media: 'print' });
  await expect(dealer.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(slip).toBeVisible();
  await dealer.emulateMedia({ media: 'screen' });

  // 6. The seller cancels another paid order with a reason: refunded in full, the buyer told why.
  const second = await newOrder(request);
  expect(
    (await call(request, 'POST', `/api/orders/${second.orderId}/submit-order`, second.buyer, {})).status,
  ).toBe(200);
  const approved = await call(request, 'PUT', `/api/orders/${second.orderId}/respond-order`, dealerToken, {
    shippingAmount: '10',
    taxAmount: '2',
  });
  expect(approved.status).toBe(200);
  const intent = await call(
    request,
    'POST',
    `/api/stripe/order-payments/${second.orderId}/create-intent`,
    second.buyer,
    {},
  );
  const confirmed = await call(request, 'POST', '/api/stripe/simulated/confirm', second.buyer, {
    clientSecret: intent.body.data.clientSecret,
    cardNumber: '4242 4242 4242 4242',
  });
  expect(confirmed.status).toBe(200);
  await dealer.goto(`/orders/${second.orderId}`);
  details = dealer.getByRole('dialog', { name: 'Order Details' });
  await details.getByRole('button', { name: 'Cancel Order' }).click();
  const cancel = dealer.getByRole('dialog', { name: 'Cancel Order' });
  await cancel.getByRole('button', { name: 'Cancel and Refund $36.99' }).click();
  await expect(cancel.getByText('Please give a reason for canceling.')).toBeVisible();
  await cancel.getByLabel(/Reason/).fill('The part failed our inspection.');
  await cancel.getByRole('button', { name: 'Cancel and Refund $36.99' }).click();
  await expect(details.getByText('Order canceled.')).toBeVisible();
  await expect(details.getByText('Order Canceled').first()).toBeVisible();

  const secondBuyer = await newPage(browser);
  await openAs(secondBuyer, second.buyer, `/orders/${second.orderId}`);
  details = secondBuyer.getByRole('dialog', { name: 'Order Details' });
  await expect(details.getByText('Canceled by the seller: The part failed our inspection.')).toBeVisible();
  await expect(details.getByRole('region', { name: 'Payment' })).toContainText('Refunded$36.99');

  // 7. The first buyer's invoice opens as a page and downloads as a PDF.
  await buyer.goto(`/orders/${orderId}/invoice`);
  await expect(buyer.getByRole('article', { name: 'Invoice' })).toContainText('PO-7781');
  const [download] = await Promise.all([
    buyer.waitForEvent('download'),
    buyer.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await shot(buyer, 'invoice-page');
});
