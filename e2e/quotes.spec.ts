import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_BUYER, DEMO_DEALER, DEMO_PASSWORD, loginThroughForm } from './support/accounts';
import { preAcceptCookies } from './support/page-health';

/**
 * Quick Quote (issue 26): the buyer searches 2 part numbers and asks for quotes from the results;
 * two dealers send Quick Quotes from Part Requests; the buyer sees them arrive on the open results page
 * without reloading (and on My Results and the Orders page's Quotes received tab), compares, accepts
 * the cheaper one and sends the order request.
 */

const DEALER2 = 'dealer2@demo.test';

async function pageAs(browser: Browser, email: string, width = 1366): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await preAcceptCookies(page);
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/login');
  await loginThroughForm(page, email, DEMO_PASSWORD);
  return page;
}

/** A dealer answers the request from Part Requests with one price per line. */
async function sendQuickQuote(page: Page, partNumber: string, price: string) {
  await page.goto('/netcomonly/partsearchesbycompany');
  // One compact card per search request (issue 21, item 16), naming the buyer; it lists our stocked number.
  const card = page
    .getByRole('article', { name: /^Part request from / })
    .filter({ hasText: partNumber })
    .first();
  await card.getByRole('button', { name: 'Quick Quote' }).click();
  const dialog = page.getByRole('dialog', { name: /^Quick Quote for/ });
  const prices = dialog.getByLabel('Price each ($)');
  await expect(prices).toHaveCount(2);
  for (let i = 0; i < 2; i++) await prices.nth(i).fill(price);
  await dialog.getByRole('button', { name: 'Send Quote' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: 'Update Quote' })).toBeVisible();
}

test('two dealers quote a 2-number search; the buyer sees them arrive, compares and accepts the cheaper', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).toUpperCase();
  // Made-up numbers for this run, so the request is this journey's own.
  const numbers = [`QQ${stamp}A`, `QQ${stamp}B`];
  const buyer = await pageAs(browser, DEMO_BUYER);
  await buyer.goto('/partmatcher/partsearch');
  await buyer.getByText('Multiple parts', { exact: true }).click();
  await buyer.getByLabel('Part Numbers').fill(numbers.join('\n'));
  await buyer.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(buyer.getByRole('heading', { name: `Results for ${numbers[0]}` })).toBeVisible();

  // Nobody stocks them: from the fresh answer's Quotes section the buyer asks every member dealer.
  const quotes = buyer.getByRole('region', { name: 'Quotes' });
  await expect(quotes.getByTestId('quotes-badge')).toHaveText('0');
  await quotes.getByRole('button', { name: 'Request quotes' }).click();
  const ask = buyer.getByRole('dialog', { name: 'Request quotes' });
  await expect(ask).toContainText(numbers.join(', '));
  await ask.getByLabel('Note (optional)').fill('Machine down');
  await buyer.screenshot({ path: testInfo.outputPath('request-quotes-1366.png') });
  await ask.getByRole('button', { name: 'Send Request' }).click();
  await expect(ask).toBeHidden();
  await expect(quotes.getByText(/^Quote request sent to \d+ dealers?\./)).toBeVisible();

  const dealer = await pageAs(browser, DEMO_DEALER);
  await sendQuickQuote(dealer, numbers[0]!, '41.00');
  const dealer2 = await pageAs(browser, DEALER2);
  await sendQuickQuote(dealer2, numbers[0]!, '55.00');
  // Sent once, the dialog offers Update Quote and Withdraw Quote (withdraw is possible until accepted).
  await dealer2.getByRole('button', { name: 'Update Quote' }).first().click();
  const again = dealer2.getByRole('dialog', { name: /^Quick Quote for/ });
  await expect(again.getByRole('button', { name: 'Withdraw Quote' })).toBeVisible();
  await dealer2.screenshot({ path: testInfo.outputPath('quick-quote-update-1366.png') });
  await dealer2.setViewportSize({ width: 375, height: 800 });
  await dealer2.screenshot({ path: testInfo.outputPath('quick-quote-update-375.png') });
  await again.getByRole('button', { name: 'Cancel' }).click();

  // Both arrive on the open results page without a reload, the cheaper first.
  await expect(quotes.getByTestId('quotes-badge')).toHaveText('2', { timeout: 10_000 });
  await expect(quotes.getByRole('row').first()).toContainText('$82.00');
  await buyer.screenshot({ path: testInfo.outputPath('quotes-arrived-1366.png'), fullPage: true });
  await buyer.setViewportSize({ width: 375, height: 800 });
  await quotes.scrollIntoViewIfNeeded();
  await buyer.screenshot({ path: testInfo.outputPath('quotes-arrived-375.png'), fullPage: true });
  await buyer.setViewportSize({ width: 1366, height: 900 });

  // My Results shows them on the request's card too; Orders / Quotes has them under Quotes received.
  await buyer.goto(`/partmatcher/partsearchresult?partNumber=${numbers[0]}`);
  const card = buyer.locator('.pm-request-card').first();
  await expect(card.getByTestId('quotes-badge')).toHaveText('2');
  await buyer.goto('/orders');
  await buyer.getByRole('tab', { name: 'Quotes received' }).click();
  const received = buyer.getByRole('table', { name: 'Quotes received' });
  await expect(received.getByRole('row').filter({ hasText: numbers[0]! })).toHaveCount(2);
  await buyer.screenshot({ path: testInfo.outputPath('orders-quotes-tab-1366.png'), fullPage: true });
  await buyer.setViewportSize({ width: 375, height: 800 });
  await buyer.screenshot({ path: testInfo.outputPath('orders-quotes-tab-375.png'), fullPage: true });
  await buyer.setViewportSize({ width: 1366, height: 900 });

  await received
    .getByRole('row')
    .filter({ hasText: numbers[0]! })
    .first()
    .getByRole('link', { name: 'Compare' })
    .click();
  const first = buyer.getByRole('region', { name: `Quotes for ${numbers[0]}` });
  const rows = first.getByRole('row');
  await expect(rows.nth(1)).toContainText('Summit');
  await expect(rows.nth(1)).toContainText('$41.00');
  await buyer.screenshot({ path: testInfo.outputPath('compare-1366.png'), fullPage: true });
  await rows.nth(1).getByRole('button', { name: 'Accept' }).click();

  await expect(buyer).toHaveURL(/\/orders\/\d+$/);
  const details = buyer.getByRole('dialog', { name: /Details$/ });
  await expect(details.getByText(numbers[0]!)).toBeVisible();
  await details.getByRole('button', { name: 'Submit Order Request' }).click();
  await expect(details.getByText('Order request submitted.')).toBeVisible();
});

test("a quote shows on the buyer's open results page at once, through the live connection (issue 31)", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const number = `LV${Date.now().toString(36).toUpperCase()}`;
  const buyer = await pageAs(browser, DEMO_BUYER);
  const liveOpened = buyer.waitForResponse((r) => new URL(r.url()).pathname === '/api/live' && r.ok());
  const quoteCalls: number[] = [];
  buyer.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/quotes/received') quoteCalls.push(Date.now());
  });
  await buyer.goto('/partmatcher/partsearch');
  const answer = buyer.waitForResponse((r) => new URL(r.url()).pathname === '/api/parts' && r.ok());
  await buyer.getByText('Multiple parts', { exact: true }).click();
  await buyer.getByLabel('Part Numbers').fill(number);
  await buyer.getByRole('button', { name: 'Search', exact: true }).click();
  const searchId = ((await (await answer).json()) as { data: { groups: Array<{ searchId: number }> } }).data
    .groups[0]!.searchId;
  await liveOpened;
  const quotes = buyer.getByRole('region', { name: 'Quotes' });
  await expect(quotes.getByTestId('quotes-badge')).toHaveText('0');

  // With the live connection up the page no longer asks every 3 s: 6 quiet seconds prove it.
  const quietFrom = Date.now();
  await buyer.waitForTimeout(6000);
  expect(quoteCalls.filter((at) => at > quietFrom)).toEqual([]);

  const login = await request.post('/api/login', { data: { email: DEMO_DEALER, password: DEMO_PASSWORD } });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const sent = await request.post('/api/quotes', {
    headers: { authorization: `Bearer ${token}` },
    data: { partSearchId: searchId, lines: [{ price: 4100, quantity: 1, condition: 'NEW' }] },
  });
  expect(sent.status()).toBe(201);
  // Well before the slow fallback poll (30 s) would find it.
  await expect(quotes.getByTestId('quotes-badge')).toHaveText('1', { timeout: 8000 });
});
