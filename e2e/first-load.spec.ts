import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from './playwright.config';
import { watchPageProblems } from './support/page-health';

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
    await expect(page.getByTestId('hero-slogan')).toBeVisible();
    // The cookie banner appears only once the page is the browser's: proof that it hydrated.
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
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
    expect(paths.length).toBeGreaterThanOrEqual(28);
    const problems = watchPageProblems(page, BASE_URL);
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(`${page.url()}: ${msg.text()}`);
    });
    for (const path of [...paths, '/partmatcher/guestpartsearch/1R0750', '/login', '/register']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      await expect(page.getByRole('region', { name: 'Cookie consent' }), path).toBeVisible();
    }
    expect(problems.list()).toEqual([]);
    expect(warnings).toEqual([]);
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
