import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchPageProblems } from './support/page-health';

/**
 * Every public route of spec 2.2 opens for a guest with its own heading, no console errors, no
 * failed same-origin requests, no serious accessibility violations at desktop width, and reads
 * without sideways scrolling on a 375 px phone.
 */
const PUBLIC_ROUTES: Array<[path: string, heading: RegExp]> = [
  ['/', /\S/],
  ['/services/partsnetwork', /parts network/i],
  ['/services/partseller', /part seller/i],
  ['/services/storefront', /marketplace|storefront/i],
  ['/services/testimonials', /testimonials/i],
  ['/contact', /contact/i],
  ['/aboutus', /about/i],
  ['/legal/privacypolicy', /privacy policy/i],
  ['/legal/termsofuse', /terms of use/i],
  ['/legal/acceptableuse', /acceptable use/i],
  ['/legal/cookies', /cookie/i],
  ['/legal/ip-dmca', /dmca/i],
  ['/legal/seller-terms', /seller terms/i],
  ['/legal/buyer-terms', /buyer terms/i],
  ['/legal/refund-dispute', /refund/i],
  ['/legal/user-verification', /verification/i],
  ['/forgot-password', /password/i],
  ['/login', /log ?in/i],
  ['/register', /^Create New Account$/],
  ['/partmatcher/guestbrowseparts', /browse (all )?parts/i],
  ['/partmatcher/guestpartsearch', /part search/i],
  ['/forsale/guestattachments', /attachments/i],
];

const NOT_A_PAGE = /^(Page not found|Something went wrong)$/;
const PHONE_WIDTH = 375;

/** Opens a route and checks everything spec 2.2 promises a guest reading it. */
async function checkPublicPage(page: Page, path: string, heading: RegExp, origin: string) {
  const problems = watchPageProblems(page, origin);
  await page.setViewportSize({ width: 1400, height: 900 });
  const response = await page.goto(path);
  expect(response?.status(), `${path} document status`).toBe(200);

  const h1 = page.locator('h1');
  await expect(h1, `${path} has one h1`).toHaveCount(1);
  await expect(h1).toBeVisible();
  await expect(h1).toHaveText(heading);
  await expect(h1).not.toHaveText(NOT_A_PAGE);
  await page.waitForLoadState('networkidle');

  await expectNoSeriousA11yViolations(page, path);

  await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
  await expect(h1).toBeVisible();
  // Let layout settle after the resize (navbar collapse, carousels measuring themselves).
  await page.waitForTimeout(150);
  const scrollWidth = await page.evaluate(
    () => (document.scrollingElement ?? document.documentElement).scrollWidth,
  );
  expect(
    scrollWidth,
    `${path} fits a ${PHONE_WIDTH} px screen without sideways scrolling`,
  ).toBeLessThanOrEqual(PHONE_WIDTH + 1);

  expect(problems.list(), `${path}: console errors or failed requests`).toEqual([]);
}

test.describe('public routes (guest)', () => {
  for (const [path, heading] of PUBLIC_ROUTES) {
    test(`${path} opens with its heading, cleanly and accessibly`, async ({ page, baseURL }) => {
      await checkPublicPage(page, path, heading, baseURL!);
    });
  }

  test('the eleven partner-dealer gallery pages open cleanly and accessibly', async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    await page.goto('/');
    const links = page.locator('a[href^="/galleries/"]');
    await expect(links.first()).toBeAttached();
    const hrefs = [...new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))];
    expect(hrefs, 'the home page links all eleven dealer galleries').toHaveLength(11);

    for (const href of hrefs) {
      await test.step(href, async () => {
        await checkPublicPage(page, href, /\S/, baseURL!);
        // The gallery's pictures open the dealer's own site in a new tab.
        const external = page.locator('main a[target="_blank"][href^="http"]');
        expect(await external.count(), `${href} links the dealer's site`).toBeGreaterThan(0);
        for (const rel of await external.evaluateAll((as) => as.map((a) => a.getAttribute('rel') ?? ''))) {
          expect(rel).toContain('noopener');
        }
      });
    }
  });

  test('an unknown route shows the friendly not-found page', async ({ page, baseURL }) => {
    const problems = watchPageProblems(page, baseURL!);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('h1')).not.toHaveText(NOT_A_PAGE);
    expect(problems.list()).toEqual([]);
  });

  test('an unknown API route is a real 404 with the JSON envelope', async ({ request }) => {
    const res = await request.get('/api/nope');
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toContain('application/json');
    expect(await res.json()).toEqual({ status: 404, message: 'No API route GET /api/nope.' });
  });

  test('a deep link and its reload serve the app, never cached', async ({ page, request }) => {
    const raw = await request.get('/aboutus');
    expect(raw.status()).toBe(200);
    expect(raw.headers()['content-type']).toContain('text/html');
    expect(raw.headers()['cache-control']).toBe('no-cache');

    await page.goto('/aboutus');
    const h1 = page.locator('h1');
    await expect(h1).toHaveText(/about/i);
    await page.reload();
    await expect(h1).toHaveText(/about/i);
    await expect(page).toHaveURL(/\/aboutus$/);
  });
});
