import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { createAccountViaApi, DEMO_DEALER, loginThroughForm, openAs } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { horizontalOverflow, preAcceptCookies } from './support/page-health';

/**
 * Orders and quotes (spec marketplace 2, 4, 5, 6): a buyer asks the demo dealer to quote an unpriced
 * part from a search row, the dealer prices and confirms it, the buyer submits the order, the dealer
 * approves it with shipping and tax, and the buyer sees the totals at 'Order Details Confirmed'.
 */

// The demo dealer (Summit Heavy Parts) stocks it without a price.
const PART = '4T5305';
const DEALER = 'Summit Heavy Parts';

async function newPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await preAcceptCookies(page);
  await page.setViewportSize({ width: 1400, height: 900 });
  return page;
}

/** The current stage of the dialog's progress bar. */
async function currentStage(dialog: Locator): Promise<string> {
  const current = dialog.getByRole('list', { name: /progress/ }).locator('[aria-current="step"]');
  return (await current.locator('.ord-progress__label').innerText()).trim();
}

async function openFromList(page: Page, tab: string, orderId: string, label: string): Promise<Locator> {
  await page.goto('/orders');
  await page.getByRole('tab', { name: tab }).click();
  const row = page.getByRole('row').filter({ hasText: `#${orderId}` });
  await row.getByRole('link', { name: new RegExp(`^${label}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  return page.getByRole('dialog', { name: /Details$/ });
}

test('a quote from a search row becomes an approved order', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const account = await createAccountViaApi((await newPage(browser)).request, {
    verified: true,
    company: true,
  });
  const buyer = await newPage(browser);
  await openAs(buyer, account, '/partmatcher/partsearch');

  // 1. The buyer searches and asks the dealer for a quote.
  await buyer.getByLabel('Part Number').fill(PART);
  await buyer.getByRole('button', { name: 'Search', exact: true }).click();
  const table = buyer.getByRole('table', { name: `Parts found for ${PART}` });
  const row = table.getByRole('row').filter({ hasText: DEALER });
  await expect(row.getByText('Contact for price')).toBeVisible();
  await row.getByRole('button', { name: 'Request Quote' }).click();
  const ask = buyer.getByRole('dialog', { name: 'Request Quote' });
  await expect(ask.getByLabel('Quantity')).toHaveValue('1');
  await ask.getByLabel('Quantity').fill('2');
  await ask.getByLabel(/Note/).fill('Machine down, need it this week.');
  await expectNoSeriousA11yViolations(buyer, 'Request Quote dialog');
  await buyer.screenshot({ path: testInfo.outputPath('request-quote-desktop.png') });
  await ask.getByRole('button', { name: 'Request Quote' }).click();
  await expect(row.getByText('Quote requested successfully.')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Quote Requested' })).toBeDisabled();
  await row.getByRole('button', { name: 'View Quote Request' }).click();
  let details = buyer.getByRole('dialog', { name: 'Quote Request Details' });
  await expect(
    details.getByText('Seller must confirm all prices before you can request an order.'),
  ).toBeVisible();
  expect(await currentStage(details)).toBe('Quote Requested');
  const orderId = (await details.getByText(/^#\d+$/).innerText()).slice(1);
  await details.getByRole('button', { name: 'Close' }).last().click();

  // 2. The dealer prices and confirms it.
  const dealer = await newPage(browser);
  await dealer.goto('/login');
  await loginThroughForm(dealer, DEMO_DEALER);
  details = await openFromList(dealer, 'Received Orders / Quote Requests', orderId, 'View Quote');
  await expect(
    details.getByText('You must confirm all pricing before the buyer can request an order.'),
  ).toBeVisible();
  await details.getByRole('button', { name: 'Edit 4T-5305' }).click();
  const edit = dealer.getByRole('dialog', { name: 'Edit Item' });
  await edit.getByLabel('Price (each)').fill('349.50');
  await edit.getByLabel('Price Confirmed').check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByText('Item updated')).toBeVisible();
  expect(await currentStage(details)).toBe('Price(s) Confirmed');
  await expectNoSeriousA11yViolations(dealer, 'quote request details (seller)');

  // 3. The buyer submits the order request.
  details = await openFromList(buyer, 'My Orders / Quotes', orderId, 'View Quote');
  expect(await currentStage(details)).toBe('Price(s) Confirmed');
  await details.getByLabel(/Comment for the seller/).fill('Deliver to the north yard gate.');
  await details.getByRole('button', { name: 'Submit Order Request' }).click();
  await expect(details.getByText('Order request submitted.')).toBeVisible();
  await expect(buyer.getByRole('dialog', { name: 'Order Details' })).toBeVisible();
  expect(await currentStage(details)).toBe('Order Requested');

  // 4. The dealer approves it with shipping and tax as typed.
  details = await openFromList(dealer, 'Received Orders / Quote Requests', orderId, 'View Order');
  await expect(details.getByText(/responsible for collecting and remitting any sales tax/)).toBeVisible();
  await details.getByLabel('Shipping fee').fill('1,250.50');
  await details.getByLabel('Tax').fill('80');
  await expectNoSeriousA11yViolations(dealer, 'order details (seller approving)');
  await dealer.screenshot({ path: testInfo.outputPath('approve-desktop.png') });
  await dealer.setViewportSize({ width: 375, height: 800 });
  await details.getByRole('button', { name: 'Approve Order' }).scrollIntoViewIfNeeded();
  await dealer.screenshot({ path: testInfo.outputPath('approve-375.png') });
  await details.getByRole('button', { name: 'Approve Order' }).click();
  await expect(details.getByText('Order approved.')).toBeVisible();

  // 5. The buyer sees the totals and the progress bar at 'Order Details Confirmed'.
  await buyer.goto(`/orders/${orderId}`);
  details = buyer.getByRole('dialog', { name: 'Order Details' });
  const summary = details.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Items$699.00');
  await expect(summary).toContainText('Shipping$1,250.50');
  await expect(summary).toContainText('Tax$80.00');
  await expect(summary).toContainText('Total$2,029.50');
  expect(await currentStage(details)).toBe('Order Details Confirmed');
  await expect(details.getByText('Deliver to the north yard gate.')).toBeVisible();
  await expectNoSeriousA11yViolations(buyer, 'order details (buyer)');
  await buyer.screenshot({ path: testInfo.outputPath('order-details-desktop.png') });
  await buyer.setViewportSize({ width: 375, height: 800 });
  await buyer.screenshot({ path: testInfo.outputPath('order-details-375.png'), fullPage: true });

  // Closing the dialog goes back to the list (opened directly: no step back, so /orders).
  await details.getByRole('button', { name: 'Close' }).last().click();
  await expect(buyer).toHaveURL(/\/orders$/);
  await expect(buyer.getByRole('row').filter({ hasText: `#${orderId}` })).toContainText(
    'Order Details Confirmed',
  );
  expect(await horizontalOverflow(buyer)).toBeLessThanOrEqual(0);
  await buyer.screenshot({ path: testInfo.outputPath('orders-375.png'), fullPage: true });
  await buyer.setViewportSize({ width: 1400, height: 900 });
  await buyer.screenshot({ path: testInfo.outputPath('orders-desktop.png') });
  await expectNoSeriousA11yViolations(buyer, 'orders list');
});

test('adding a priced part, then deleting the order resets the row', async ({ browser }) => {
  const account = await createAccountViaApi((await newPage(browser)).request, {
    verified: true,
    company: true,
  });
  const buyer = await newPage(browser);
  await openAs(buyer, account, '/partmatcher/partsearch');
  await buyer.getByLabel('Part Number').fill('1R0750');
  await buyer.getByRole('button', { name: 'Search', exact: true }).click();
  const row = buyer
    .getByRole('table', { name: 'Parts found for 1R0750' })
    .getByRole('row')
    .filter({ hasText: DEALER })
    .filter({ hasText: '$24.99' });
  await row.getByRole('button', { name: 'Add to Order' }).click();
  await buyer
    .getByRole('dialog', { name: 'Add to Order' })
    .getByRole('button', { name: 'Add to Order' })
    .click();
  await expect(row.getByText('Added to order successfully.')).toBeVisible();
  await row.getByRole('button', { name: 'View Order' }).click();
  const details = buyer.getByRole('dialog', { name: 'Order Details' });
  await expect(details.getByRole('region', { name: 'Order summary' })).toContainText('Items total$24.99');
  await details.getByRole('button', { name: 'Remove 1R-0750' }).click();
  const confirm = buyer.getByRole('dialog', { name: 'Confirm Removal' });
  await expect(confirm).toContainText('the whole order will be deleted');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(row.getByText('Your order has been deleted.')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Add to Order' })).toBeEnabled();

  // My results show the same row as not ordered.
  // My Results lists one collapsed card per search request: open the newest (1R0750) one.
  await buyer.goto('/partmatcher/partsearchresult');
  await buyer
    .locator('.pm-request-card')
    .filter({ hasText: '1R0750' })
    .first()
    .getByRole('button', { name: /^Results for / })
    .click();
  const again = buyer.getByRole('row').filter({ hasText: DEALER }).filter({ hasText: '$24.99' }).first();
  await expect(again.getByRole('button', { name: 'Add to Order' })).toBeEnabled();
});
