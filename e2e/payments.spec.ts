import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  createAccountViaApi,
  DEMO_DEALER,
  DEMO_PASSWORD,
  loginThroughForm,
  openAs,
} from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { horizontalOverflow, preAcceptCookies } from './support/page-health';

/**
 * Payments (issue 15) in the simulated provider's test mode: a member dealer connects its payout
 * account from the profile; a buyer pays a confirmed order (declined card, then 4242...); the dealer
 * refunds part of it and ships it; both sides see the refund.
 */

const DEALER = 'Summit Heavy Parts';

async function newPage(browser: Browser, width = 1400): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await preAcceptCookies(page);
  await page.setViewportSize({ width, height: 900 });
  return page;
}

async function login(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.ok(), `login ${email}`).toBe(true);
  return ((await res.json()) as { data: { accessToken: string; refreshToken: string } }).data;
}

/** A buyer's order of the demo dealer's 1R-0750 ($24.99), approved with $10.00 shipping and $2.00 tax. */
async function confirmedOrder(request: APIRequestContext) {
  const buyer = await createAccountViaApi(request, { verified: true, company: true });
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const found = await request.get('/api/parts/1R0750?approved=yes', { headers: as(buyer.accessToken) });
  const parts = (
    (await found.json()) as {
      data: { parts: Array<{ id: number; companyId: number; companyName: string; price: number | null }> };
    }
  ).data.parts;
  const row = parts.find((p) => p.companyName === DEALER && p.price === 2499)!;
  const created = await request.post('/api/orders', {
    headers: as(buyer.accessToken),
    data: { vendorCompanyId: row.companyId, searchId: row.id },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const orderId = ((await created.json()) as { data: { orderId: number } }).data.orderId;
  const submitted = await request.post(`/api/orders/${orderId}/submit-order`, {
    headers: as(buyer.accessToken),
    data: {},
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  const dealer = await login(request, DEMO_DEALER);
  const approved = await request.put(`/api/orders/${orderId}/respond-order`, {
    headers: as(dealer.accessToken),
    data: { shippingAmount: '10', taxAmount: '2' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  return { buyer, dealer, orderId };
}

/** The Add to Order button of dealer2's 326-1644 in a buyer's search. */
async function dealer2OrderButton(buyer: Page) {
  await buyer.goto('/partmatcher/partsearch');
  await buyer.getByLabel('Part Number').fill('326-1644');
  await buyer.getByRole('button', { name: 'Search', exact: true }).click();
  const row = buyer
    .getByRole('table', { name: /^Parts found for/ })
    .getByRole('row')
    .filter({ hasText: 'Timberline Equipment Parts' });
  return row.getByRole('button', { name: 'Add to Order' });
}

test('a member dealer connects its simulated payout account from the profile', async ({
  browser,
  request,
}, testInfo) => {
  // Before: dealer2 has no payout account, so its parts cannot be ordered.
  const buyer = await newPage(browser);
  await openAs(buyer, await createAccountViaApi(request, { verified: true, company: true }), '/profile');
  await expect(await dealer2OrderButton(buyer)).toBeDisabled();

  const page = await newPage(browser);
  await page.goto('/login');
  await loginThroughForm(page, 'dealer2@demo.test');
  await expect(page).toHaveURL(/\/partmatcher\/partsearch/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();

  // Cancel on the provider's page reports the description.
  await page.getByRole('button', { name: 'Connect Stripe Account' }).click();
  await expect(page).toHaveURL(/\/stripe\/simulated-connect\?state=/);
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'simulated connect page');
  await page.screenshot({ path: testInfo.outputPath('simulated-connect-desktop.png') });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Stripe connect failed: The user denied your request')).toBeVisible();

  // Connect.
  await page.getByRole('button', { name: 'Connect Stripe Account' }).click();
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Stripe account connected!')).toBeVisible();
  await expect(page.getByText('Connected Stripe Account')).toBeVisible();
  await expect(page.getByText(/acct_sim_[0-9a-f]{16}/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Stripe Account' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('profile-connected-desktop.png'), fullPage: true });
  await expect(await dealer2OrderButton(buyer)).toBeEnabled();

  // The success page.
  await page.goto('/stripe/success');
  await expect(page.getByRole('heading', { name: 'Stripe Connected' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('a buyer pays a confirmed order; the dealer refunds part of it and ships it', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { buyer: account, orderId } = await confirmedOrder(request);
  const total = '$36.99';

  // 1. The buyer pays: a declined card first, then 4242.
  const buyer = await newPage(browser);
  await openAs(buyer, account, `/orders/${orderId}`);
  let details = buyer.getByRole('dialog', { name: 'Order Details' });
  await details.getByRole('button', { name: `Pay ${total}` }).click();
  const pay = buyer.getByRole('dialog', { name: 'Pay for Order' });
  await expect(pay.getByText('TEST MODE')).toBeVisible();
  await pay.getByLabel('Test card number').fill('4000 0000 0000 0002');
  await expectNoSeriousA11yViolations(buyer, 'payment dialog');
  await buyer.screenshot({ path: testInfo.outputPath('payment-dialog-desktop.png') });
  await pay.getByRole('button', { name: `Pay ${total}` }).click();
  const failed = buyer.getByRole('dialog', { name: 'Payment Failed' });
  await expect(failed.getByText('Your card was declined.')).toBeVisible();
  await failed.getByRole('button', { name: 'Try Again' }).click();
  await pay.getByLabel('Test card number').fill('4242 4242 4242 4242');
  await pay.getByRole('button', { name: `Pay ${total}` }).click();
  const success = buyer.getByRole('dialog', { name: 'Payment Successful' });
  await expect(
    success.getByText("Your payment went through! We've marked this order as placed."),
  ).toBeVisible();
  await success.getByRole('button', { name: 'Close' }).last().click();
  await expect(details.getByText('Order Placed').first()).toBeVisible();
  const buyerPayment = details.getByRole('region', { name: 'Payment' });
  await expect(buyerPayment).toContainText('Visa ending 4242');
  await expect(buyerPayment).toContainText(`Amount paid${total}`);

  // 2. The dealer refunds $5.00 of it.
  const dealer = await newPage(browser);
  await dealer.goto('/login');
  await loginThroughForm(dealer, DEMO_DEALER);
  await dealer.goto(`/orders/${orderId}`);
  details = dealer.getByRole('dialog', { name: 'Order Details' });
  const payment = details.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Application fee');
  await payment.getByRole('button', { name: 'Refund' }).click();
  const refund = dealer.getByRole('dialog', { name: 'Process Refund' });
  await refund.getByLabel('Partial refund').check();
  await refund.getByLabel('Refund amount').fill('50.00');
  await refund.getByLabel(/to confirm/).fill('PROCESS REFUND');
  await refund.getByRole('button', { name: 'Process Refund' }).click();
  await expect(refund.getByText('Invalid partial refund amount.')).toBeVisible();
  await refund.getByLabel('Refund amount').fill('5.00');
  await expectNoSeriousA11yViolations(dealer, 'refund dialog');
  await dealer.screenshot({ path: testInfo.outputPath('refund-dialog-desktop.png') });
  await refund.getByRole('button', { name: 'Process Refund' }).click();
  const initiated = dealer.getByRole('dialog', { name: 'Refund Initiated' });
  await expect(
    initiated.getByText("We've started the refund. You'll see updated totals shortly."),
  ).toBeVisible();
  await initiated.getByRole('button', { name: 'Close' }).last().click();
  await expect(payment).toContainText('Refunded$5.00');

  // 3. The dealer ships it.
  await details.getByLabel('Shipping carrier').fill('UPS');
  await details.getByRole('button', { name: 'Mark Shipped' }).click();
  await expect(details.getByText('Order marked as shipped.')).toBeVisible();
  await expect(payment).toContainText('Refunded$5.00');

  // 4. The buyer sees the refund too.
  await buyer.reload();
  details = buyer.getByRole('dialog', { name: 'Order Details' });
  await expect(details.getByRole('region', { name: 'Payment' })).toContainText('Refunded$5.00');
  await expect(details.getByText('Order Shipped').first()).toBeVisible();
  await buyer.screenshot({ path: testInfo.outputPath('order-paid-refunded-desktop.png') });

  // The phone width: the dialog fits.
  await buyer.setViewportSize({ width: 375, height: 800 });
  await buyer.reload();
  const phonePayment = buyer
    .getByRole('dialog', { name: 'Order Details' })
    .getByRole('region', { name: 'Payment' });
  await phonePayment.scrollIntoViewIfNeeded();
  await expect(phonePayment).toBeVisible();
  expect(await horizontalOverflow(buyer)).toBe(0);
  await buyer.screenshot({ path: testInfo.outputPath('order-paid-refunded-375.png'), fullPage: true });
});

test('the payment dialog and the simulated connect page fit a phone', async ({
  browser,
  request,
}, testInfo) => {
  const { buyer: account, orderId } = await confirmedOrder(request);
  const buyer = await newPage(browser, 375);
  await openAs(buyer, account, `/orders/${orderId}`);
  await buyer
    .getByRole('dialog', { name: 'Order Details' })
    .getByRole('button', { name: /^Pay \$/ })
    .click();
  await expect(buyer.getByRole('dialog', { name: 'Pay for Order' }).getByText('TEST MODE')).toBeVisible();
  expect(await horizontalOverflow(buyer)).toBe(0);
  await buyer.screenshot({ path: testInfo.outputPath('payment-dialog-375.png') });

  await buyer.goto('/stripe/simulated-connect?state=abc');
  await expect(buyer.getByRole('heading', { name: 'Connect a payout account' })).toBeVisible();
  expect(await horizontalOverflow(buyer)).toBe(0);
  await buyer.screenshot({ path: testInfo.outputPath('simulated-connect-375.png') });
});
