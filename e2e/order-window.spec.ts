import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createAccountViaApi, DEMO_DEALER, DEMO_PASSWORD, openAs } from './support/accounts';
import { horizontalOverflow, preAcceptCookies } from './support/page-health';

/**
 * The order window as a new user met it (issue 21, items 10 to 12): notes that read on a 375 px phone,
 * closing an order opened from an email link, and the part detail window's row actions.
 */

const DEALER = 'Summit Heavy Parts';

async function newPage(browser: Browser, width: number): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await preAcceptCookies(page);
  await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
  return page;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new buyer's order of the demo dealer's 1R-0750 with a buyer's and a seller's note. */
async function orderWithNotes(request: APIRequestContext) {
  const buyer = await createAccountViaApi(request, { verified: true, company: true });
  const found = await request.get('/api/parts/1R0750?approved=yes', { headers: bearer(buyer.accessToken) });
  const parts = (
    (await found.json()) as { data: { parts: Array<{ id: number; companyId: number; companyName: string }> } }
  ).data.parts;
  const row = parts.find((p) => p.companyName === DEALER)!;
  const created = await request.post('/api/orders', {
    headers: bearer(buyer.accessToken),
    data: {
      vendorCompanyId: row.companyId,
      searchId: row.id,
      buyerNote: 'Core exchange required, ship together',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { orderId, itemId } = ((await created.json()) as { data: { orderId: number; itemId: number } }).data;
  const login = await request.post('/api/login', { data: { email: DEMO_DEALER, password: DEMO_PASSWORD } });
  const dealer = ((await login.json()) as { data: { accessToken: string } }).data;
  const noted = await request.put(`/api/orders/${orderId}/items/${itemId}`, {
    headers: bearer(dealer.accessToken),
    data: { sellerNote: 'Exchange price; core charge refunded on return' },
  });
  expect(noted.ok(), await noted.text()).toBe(true);
  return { buyer, orderId };
}

/** How many lines each word of `el`'s text takes (a word on two lines was broken inside). */
async function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .first()
    .evaluate((root) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const m of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
          if (tops.size > 1) broken.push(m[0]);
        }
      }
      return broken;
    });
}

test('at 375 px the order window keeps the notes readable: no word broken inside', async ({
  browser,
  request,
}, testInfo) => {
  const { buyer, orderId } = await orderWithNotes(request);
  for (const width of [375, 1366]) {
    const page = await newPage(browser, width);
    await openAs(page, buyer, `/orders/${orderId}`);
    const details = page.getByRole('dialog', { name: 'Order Details' });
    await expect(details.getByText('Core exchange required, ship together')).toBeVisible();
    await expect(details.getByText('Exchange price; core charge refunded on return')).toBeVisible();
    expect(await brokenWords(page, '.ord-notes')).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`order-window-${width}.png`), fullPage: true });
    await page.context().close();
  }
});
