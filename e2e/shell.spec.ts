import { expect, test, type Page } from '@playwright/test';
import { preAcceptCookies, watchPageProblems } from './support/page-health';

/** The global chrome of spec 2.1: navigation bar, footer, phone menu, keyboard use, logged-in menus. */
const DEMO_PASSWORD = 'demo-password';
const LEGAL_PAGES: Array<[label: RegExp, path: string]> = [
  [/privacy/i, '/legal/privacypolicy'],
  [/terms of use/i, '/legal/termsofuse'],
  [/acceptable use/i, '/legal/acceptableuse'],
  [/cookie/i, '/legal/cookies'],
  [/dmca/i, '/legal/ip-dmca'],
  [/seller terms/i, '/legal/seller-terms'],
  [/buyer terms/i, '/legal/buyer-terms'],
  [/refund/i, '/legal/refund-dispute'],
  [/verification/i, '/legal/user-verification'],
];
const FOR_SALE: Array<[label: string, slug: string]> = [
  ['Attachments', 'attachments'],
  ['Engines', 'engines'],
  ['Machines', 'machines'],
  ['Transmissions', 'transmissions'],
  ['Other Items', 'otheritems'],
];
const NOT_A_PAGE = /^(Page not found|Something went wrong)$/;

const navbar = (page: Page) =>
  page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Home' }) });
const footer = (page: Page) => page.locator('footer');

/**
 * Opens a navbar menu. The home page is prerendered: a click before the app takes the page over does
 * nothing, so click again until the menu says it is open (a loaded machine can take seconds to start
 * the app).
 */
async function openMenu(page: Page, title: string | RegExp) {
  const toggle = navbar(page).getByRole('button', { name: title });
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1500 });
  }).toPass({ timeout: 15_000 });
}

/** Logs in through the API in the page's own context, as the login page would, then reloads. */
async function logInAs(page: Page, email: string) {
  await page.goto('/');
  const res = await page.request.post('/api/login', {
    data: { email, password: DEMO_PASSWORD, deviceInfo: 'e2e shell journey' },
  });
  expect(res.status(), `login as ${email}`).toBe(200);
  const { data } = (await res.json()) as { data: { accessToken: string; refreshToken: string } };
  await page.evaluate(({ accessToken, refreshToken }) => {
    localStorage.setItem('accessToken', accessToken);
    localStorage.setItem('refreshToken', refreshToken);
  }, data);
  await page.reload();
  await expect(navbar(page).getByRole('link', { name: 'Messages' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
  await page.setViewportSize({ width: 1400, height: 900 });
});

test.describe('navigation bar for a guest', () => {
  test('Home, Contact Us and Log In lead to their pages', async ({ page, baseURL }) => {
    const problems = watchPageProblems(page, baseURL!);
    await page.goto('/aboutus');
    await navbar(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);

    await navbar(page).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('h1')).toHaveText(/contact/i);

    await navbar(page).getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('h1')).toHaveText(/log ?in/i);

    await expect(navbar(page).getByRole('link', { name: 'Messages' })).toHaveCount(0);
    await expect(navbar(page).getByRole('button', { name: 'More' })).toHaveCount(0);
    expect(problems.list()).toEqual([]);
  });

  test('the Part Search menu leads a guest to the guest pages, or to log in for member pages', async ({
    page,
  }) => {
    await page.goto('/');
    await openMenu(page, 'Part Search');
    await navbar(page).getByRole('link', { name: 'Part Search', exact: true }).click();
    await expect(page).toHaveURL(/\/partmatcher\/guestpartsearch$/);
    await expect(page.locator('h1')).toHaveText(/part search/i);

    // Clicking Part Search while already on it reloads the page (a fresh, empty search).
    await page.evaluate(() => ((window as unknown as { e2eMarker: number }).e2eMarker = 1));
    await openMenu(page, 'Part Search');
    await navbar(page).getByRole('link', { name: 'Part Search', exact: true }).click();
    await page.waitForLoadState('load');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { e2eMarker?: number }).e2eMarker ?? null))
      .toBeNull();
    await expect(page).toHaveURL(/\/partmatcher\/guestpartsearch$/);

    await openMenu(page, 'Part Search');
    await navbar(page).getByRole('link', { name: 'Browse Parts' }).click();
    await expect(page).toHaveURL(/\/partmatcher\/guestbrowseparts$/);
    await expect(page.locator('h1')).toHaveText(/browse (all )?parts/i);

    // Results and General Request need an account: the guard sends a guest to log in.
    for (const item of ['Part Search Results', 'General Request']) {
      await openMenu(page, 'Part Search');
      await navbar(page).getByRole('link', { name: item }).click();
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('the For Sale menu leads a guest to the guest lists', async ({ page }) => {
    await page.goto('/');
    for (const [label, slug] of FOR_SALE) {
      await openMenu(page, 'For Sale');
      await navbar(page).getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/forsale/guest${slug}$`));
    }
  });
});

test.describe('footer', () => {
  test("shows the server's toll-free number and mailbox, social links and copyright", async ({
    page,
    request,
  }) => {
    const settings = (await (await request.get('/api/site-config')).json()) as {
      data: { supportPhone: string; supportEmail: string };
    };
    const { supportPhone, supportEmail } = settings.data;
    await page.goto('/');
    const f = footer(page);
    const phone = f.getByRole('link', { name: supportPhone });
    await expect(phone).toHaveAttribute('href', `tel:+1${supportPhone.replace(/\D/g, '').replace(/^1/, '')}`);
    await expect(f.getByRole('link', { name: supportEmail })).toHaveAttribute(
      'href',
      `mailto:${supportEmail}`,
    );
    for (const label of ['LinkedIn', 'Facebook', 'YouTube']) {
      const link = f.getByRole('link', { name: label });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(f).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('every legal link lands on its page with a heading', async ({ page, baseURL }) => {
    const problems = watchPageProblems(page, baseURL!);
    await page.goto('/');
    for (const [label, path] of LEGAL_PAGES) {
      await test.step(path, async () => {
        const link = footer(page).getByRole('link', { name: label });
        await expect(link).toHaveAttribute('href', path);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        const h1 = page.locator('h1');
        await expect(h1).toBeVisible();
        await expect(h1).not.toHaveText(NOT_A_PAGE);
      });
    }
    expect(problems.list()).toEqual([]);
  });
});

test.describe('phone width and keyboard', () => {
  test('at 375 px the hamburger opens the menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Toggle navigation' });
    await expect(toggle).toBeVisible();
    const home = navbar(page).getByRole('link', { name: 'Home' });
    await expect(home).toBeHidden();
    // The home page is prerendered: a tap before the app takes the page over does nothing, so tap again
    // until the menu opens (a loaded machine can take a few seconds to start the app).
    await expect(async () => {
      if (!(await home.isVisible())) await toggle.click();
      await expect(home).toBeVisible({ timeout: 1500 });
    }).toPass({ timeout: 15_000 });
    await expect(navbar(page).getByRole('link', { name: 'Log In' })).toBeVisible();
    await navbar(page).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    // Choosing a link closes the menu again.
    await expect(home).toBeHidden();
  });

  test('Tab reaches the skip link first, and the skip link moves focus to the content', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('at 375 px Tab reaches the navbar toggle and Enter opens the menu and its drop-downs', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(page.locator('h1')).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Toggle navigation' });
    await tabUntilFocused(page, toggle);
    await page.keyboard.press('Enter');
    await expect(navbar(page).getByRole('link', { name: 'Home' })).toBeVisible();

    const partSearch = navbar(page).getByRole('button', { name: 'Part Search' });
    await tabUntilFocused(page, partSearch);
    await page.keyboard.press('Enter');
    await expect(partSearch).toHaveAttribute('aria-expanded', 'true');
    await expect(navbar(page).getByRole('link', { name: 'Browse Parts' })).toBeVisible();
  });

  test('at desktop width Enter on a focused menu opens it', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toBeVisible();
    const forSale = navbar(page).getByRole('button', { name: 'For Sale' });
    await tabUntilFocused(page, forSale);
    await page.keyboard.press('Enter');
    await expect(navbar(page).getByRole('link', { name: 'Engines' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(navbar(page).getByRole('link', { name: 'Engines' })).toBeHidden();
  });
});

test.describe('navigation bar when logged in', () => {
  test('shows Messages, Orders / Quotes and the More menu, and Logout returns a guest to /', async ({
    page,
  }) => {
    await logInAs(page, 'buyer@demo.test');
    const nav = navbar(page);
    await expect(nav.getByRole('link', { name: 'Orders / Quotes' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Log In' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: /netcom/i })).toHaveCount(0);

    await openMenu(page, 'Part Search');
    await expect(nav.getByRole('link', { name: 'Part Search', exact: true })).toHaveAttribute(
      'href',
      '/partmatcher/partsearch',
    );
    await expect(nav.getByRole('link', { name: 'Browse Parts' })).toHaveAttribute(
      'href',
      '/partmatcher/browseparts',
    );
    await page.keyboard.press('Escape');
    await openMenu(page, 'For Sale');
    for (const [label, slug] of FOR_SALE) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        `/forsale/${slug}`,
      );
    }
    await page.keyboard.press('Escape');

    await openMenu(page, 'More');
    const expected: Array<[string, string]> = [
      ['Contact Us', '/contact'],
      ['My Account', '/profile'],
      ['Settings', '/settings'],
      ['Suggestions', '/suggestions'],
    ];
    for (const [label, href] of expected) {
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Log In' })).toBeVisible();
    const stored = await page.evaluate(() => ({
      access: localStorage.getItem('accessToken'),
      refresh: localStorage.getItem('refreshToken'),
      consent: localStorage.getItem('cookieConsent'),
    }));
    expect(stored).toEqual({ access: null, refresh: null, consent: null });
  });

  test('the member menu appears for a network member dealer', async ({ page }) => {
    await logInAs(page, 'dealer@demo.test');
    await openMenu(page, /netcom/i);
    const nav = navbar(page);
    await expect(nav.getByRole('link', { name: 'Part Requests' })).toHaveAttribute(
      'href',
      '/netcomonly/partsearchesbycompany',
    );
    await expect(nav.getByRole('link', { name: 'All Part Searches' })).toHaveAttribute(
      'href',
      '/netcomonly/partsearches',
    );
    await expect(nav.getByRole('link', { name: 'General Requests' })).toHaveAttribute(
      'href',
      '/netcomonly/generalrequests',
    );
  });
});

/** Presses Tab (at most 40 times) until the target has focus, as a keyboard user would. */
async function tabUntilFocused(page: Page, target: ReturnType<Page['locator']>) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  await expect(target, 'reachable with Tab').toBeFocused();
}
