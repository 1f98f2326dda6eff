import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from './playwright.config';
import { preAcceptCookies, waitForApp, watchPageProblems } from './support/page-health';

/** Issue 11: the public pages arrive as HTML (prerendered at build time) and the browser takes them over. */
const navbar = (page: Page) =>
  page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Home' }) });

test.describe('first load', () => {
  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the home page shows its heading, hero and navigation from the HTML alone', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'The right part, from a dealer who already has it on the shelf.',
      );
      await expect(page.getByTestId('hero-slogan')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'What do you need today?' })).toBeVisible();
      await expect(navbar(page).getByRole('link', { name: 'Contact Us' })).toBeVisible();
      await expect(page).toHaveTitle('IronMatch | Heavy equipment parts network');
    });

    test('every public page has its own title and description in the HTML', async ({ page }) => {
      const seen = new Set<string>();
      for (const path of ['/aboutus', '/legal/privacypolicy', '/partmatcher/guestbrowseparts']) {
        await page.goto(path);
        const title = await page.title();
        expect(title, path).toMatch(/\| IronMatch$/);
        expect(seen.has(title), `${path} has a title of its own`).toBe(false);
        seen.add(title);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length ?? 0, `${path} has a description`).toBeGreaterThan(30);
        expect(seen.has(description!), `${path} has a description of its own`).toBe(false);
        seen.add(description!);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
    });

    test('the guest part search for a part number arrives as the search form with that number', async ({
      page,
    }) => {
      await page.goto('/partmatcher/guestpartsearch/1r-0750');
      await expect(page).toHaveTitle('Part Search | IronMatch');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Part Search');
      await expect(page.getByLabel('Part Number')).toHaveValue('1R0750');
      await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    });

    test('the guest for-sale lists arrive with their heading and filters', async ({ page }) => {
      await page.goto('/forsale/guestmachines');
      await expect(page).toHaveTitle('Machines For Sale | IronMatch');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Machines For Sale');
      await expect(page.getByLabel('Model Number')).toBeVisible();
      await expect(page.getByTestId('page-label')).toHaveText('Page 1 of 1');
    });
  });

  test('with JavaScript on, the home page hydrates without console errors and the navbar works', async ({
    page,
  }) => {
    const problems = watchPageProblems(page, BASE_URL);
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByTestId('hero-slogan')).toBeVisible();
    // The banner is in the HTML; only the page's own code can close it: proof that it hydrated.
    await page.getByRole('button', { name: 'Close the cookie banner for now' }).click();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    await navbar(page).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Contact Us | IronMatch');
    await navbar(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(page).toHaveTitle('IronMatch | Heavy equipment parts network');
    expect(problems.list()).toEqual([]);
    expect(warnings.filter((w) => /HydrateFallback|hydrat/i.test(w))).toEqual([]);
  });

  test('every public page and the guest search hydrate with a clean console', async ({ page, request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.length).toBeGreaterThanOrEqual(33);
    const problems = watchPageProblems(page, BASE_URL);
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(`${page.url()}: ${msg.text()}`);
    });
    for (const path of [...paths, '/partmatcher/guestpartsearch/1R0750', '/login', '/register']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      // Closing the banner takes the page's own code: the page was taken over.
      await page.getByRole('button', { name: 'Close the cookie banner for now' }).click();
      await expect(page.getByRole('region', { name: 'Cookie consent' }), path).toHaveCount(0);
      await page.evaluate(() => sessionStorage.clear());
    }
    expect(problems.list()).toEqual([]);
    expect(warnings).toEqual([]);
  });

  test('the guest part search for a part number is the served page, taken over and searching', async ({
    page,
  }) => {
    const problems = watchPageProblems(page, BASE_URL);
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    await page.goto('/partmatcher/guestpartsearch/1R0750');
    await expect(page.getByRole('heading', { name: 'Results for 1R0750' })).toBeVisible();
    await expect(page.getByLabel('Part Number')).toHaveValue('1R0750');
    // The form is the page's own: a new search is a new address.
    await page.getByLabel('Part Number').fill('6I2503');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/partmatcher\/guestpartsearch\/6I2503$/);
    await expect(page.getByRole('heading', { name: 'Results for 6I2503' })).toBeVisible();
    expect(problems.list()).toEqual([]);
    expect(warnings).toEqual([]);
  });

  test("a prerendered page names its route's scripts and stylesheets: none waits for another", async ({
    page,
    request,
  }) => {
    for (const path of ['/', '/partmatcher/guestbrowseparts', '/partmatcher/guestpartsearch/1R0750']) {
      const html = await (await request.get(path)).text();
      const named = new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]));
      expect(
        [...named].some((file) => /\.css$/.test(file!)),
        `${path} links its stylesheet`,
      ).toBe(true);
      const loaded: string[] = [];
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (url.pathname.startsWith('/assets/')) loaded.push(url.pathname);
      });
      await page.goto(path);
      await page.getByRole('button', { name: 'Close the cookie banner for now' }).click();
      await page.waitForLoadState('networkidle');
      // The banner's store loads when it is on screen, after the page is running: not part of it.
      const unnamed = loaded.filter((file) => !named.has(file) && !/\/consent-store-/.test(file));
      expect(unnamed, `${path}: files its HTML does not name`).toEqual([]);
      page.removeAllListeners('request');
      await page.evaluate(() => sessionStorage.clear());
    }
  });

  test('a browser that has answered the cookie banner never sees the prerendered one', async ({ page }) => {
    await preAcceptCookies(page);
    // Whether the prerendered banner shows in the first frame (the first frame waits for the
    // stylesheets; the app's code starts after it).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        requestAnimationFrame(() => {
          const banner = document.querySelector('section.im-cookie-banner');
          (window as unknown as { bannerAtParse: string }).bannerAtParse = banner
            ? getComputedStyle(banner).display
            : 'absent';
        });
      });
    });
    const problems = watchPageProblems(page, BASE_URL);
    for (const path of ['/', '/partmatcher/guestbrowseparts']) {
      await page.goto(path);
      expect(await page.evaluate(() => (window as unknown as { bannerAtParse: string }).bannerAtParse)).toBe(
        'none',
      );
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    }
    expect(problems.list()).toEqual([]);
  });

  test('robots.txt and sitemap.xml list the public pages, and member pages say noindex', async ({
    page,
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${BASE_URL}/legal/privacypolicy</loc>`);
    expect(sitemap).not.toContain('/profile');
    expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /profile');
    await page.goto('/profile');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(await (await request.get('/aboutus')).text()).not.toContain('noindex');
  });
});
