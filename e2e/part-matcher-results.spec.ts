import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_BUYER, DEMO_PASSWORD, loginThroughForm } from './support/accounts';
import { horizontalOverflow, preAcceptCookies } from './support/page-health';
import { PART_MATCHER_MESSAGES, normalizePartNumber } from '../packages/contracts/src/part-matcher-rules';

// The empty-state sentence begins so (another change may fill in the searched values).
const M_NO_PARTS_START = new RegExp(`^${PART_MATCHER_MESSAGES.noPartsToDisplay.split(' for ')[0]}`);

/**
 * Part matcher results a parts manager can compare (issue 10, items 7 to 12): nothing lost on reload
 * or Back, paging in the history, sorting, the multi-part tools and My Results as one card per request.
 * Part numbers come from the live demo data, never from guesses.
 */

async function stockedPartNumbers(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/api/guestbrowseparts/', { params: { limit: 100 } });
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { parts: Array<{ partnum: string }> } };
  const numbers = [...new Set(data.parts.map((p) => normalizePartNumber(p.partnum)))];
  expect(numbers.length, 'the demo data has parts in stock').toBeGreaterThan(20);
  return numbers;
}

async function logIn(page: Page) {
  await page.goto('/login');
  await loginThroughForm(page, DEMO_BUYER);
}

const searchButton = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
  await page.setViewportSize({ width: 1366, height: 900 });
});

test('reload and Back keep the search, its results and a typed 20-number list', async ({ page }) => {
  const [a, b, ...rest] = await stockedPartNumbers(page.request);
  await logIn(page);
  await page.goto('/partmatcher/partsearch');
  await page.getByLabel('Part Number').fill(a!);
  await searchButton(page).click();
  await expect(page.getByRole('heading', { name: `Results for ${a}` })).toBeVisible();
  const rowsA = await page
    .getByRole('table', { name: `Parts found for ${a}` })
    .locator('tbody tr')
    .count();

  // A reload shows the same search and results; the address stays clean.
  await page.reload();
  await expect(page.getByRole('heading', { name: `Results for ${a}` })).toBeVisible();
  await expect(page.getByLabel('Part Number')).toHaveValue(a!);
  await expect(page.getByRole('table', { name: `Parts found for ${a}` }).locator('tbody tr')).toHaveCount(
    rowsA,
  );
  await expect(page).toHaveURL(/\/partmatcher\/partsearch$/);

  // A second search is a new history entry: Back returns to the first one.
  const entries = await page.evaluate(() => history.length);
  await page.getByLabel('Part Number').fill(b!);
  await searchButton(page).click();
  await expect(page.getByRole('heading', { name: `Results for ${b}` })).toBeVisible();
  await page.waitForFunction((n) => history.length > n, entries);
  await page.goBack();
  await expect(page.getByRole('heading', { name: `Results for ${a}` })).toBeVisible();
  await expect(page.getByLabel('Part Number')).toHaveValue(a!);
  await page.goForward();
  await expect(page.getByRole('heading', { name: `Results for ${b}` })).toBeVisible();

  // Leaving the page and coming Back shows the results again.
  await page.goto('/partmatcher/browseparts');
  await expect(page.getByRole('heading', { name: 'Browse All Parts' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: `Results for ${b}` })).toBeVisible();

  // A typed 20-number list survives a reload, before any search.
  await page.getByText('Multiple parts', { exact: true }).click();
  const twenty = [a, b, ...rest].slice(0, 20);
  await page.getByLabel('Part Numbers').fill(twenty.join('\n'));
  await expect(page.getByText('20 of 20 part numbers')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Multiple parts' })).toBeChecked();
  await expect(page.getByLabel('Part Numbers')).toHaveValue(twenty.join('\n'));
  await expect(page.getByText('20 of 20 part numbers')).toBeVisible();
});

test('paging on browse and guest browse, and guest searches, are history entries', async ({ page }) => {
  for (const path of ['/partmatcher/guestbrowseparts', '/partmatcher/browseparts']) {
    if (path === '/partmatcher/browseparts') await logIn(page);
    await page.goto(path);
    await expect(page.getByText('Page 1', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 3', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/[?&]page=3/);
    await page.goBack();
    await expect(page.getByText('Page 2', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/[?&]page=2/);
    await page.goBack();
    await expect(page.getByText('Page 1', { exact: true })).toBeVisible();
    if (path === '/partmatcher/browseparts') break;

    // Guest search: each search is an entry too, and a reload repeats it.
    const [a, b] = await stockedPartNumbers(page.request);
    await page.goto('/partmatcher/guestpartsearch');
    await page.getByLabel('Part Number').fill(a!);
    await searchButton(page).click();
    await expect(page.getByRole('heading', { name: `Results for ${a}` })).toBeVisible();
    await page.getByLabel('Part Number').fill(b!);
    await searchButton(page).click();
    await expect(page.getByRole('heading', { name: `Results for ${b}` })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: `Results for ${a}` })).toBeVisible();
    await expect(page.getByLabel('Part Number')).toHaveValue(a!);
    await page.reload();
    await expect(page.getByRole('heading', { name: `Results for ${a}` })).toBeVisible();
  }
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

/** The 3-character prefix shared by the most stocked part numbers: a search with many rows. */
async function busyPrefix(request: APIRequestContext): Promise<string> {
  const numbers = await stockedPartNumbers(request);
  const counts = new Map<string, number>();
  for (const n of numbers) counts.set(n.slice(0, 3), (counts.get(n.slice(0, 3)) ?? 0) + 1);
  return [...counts.entries()].sort((x, y) => y[1] - x[1])[0]![0];
}

const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));

test('results sort by price, condition, quantity and dealer, and show quantity and location', async ({
  page,
}) => {
  const prefix = await busyPrefix(page.request);
  await logIn(page);
  await page.goto('/partmatcher/partsearch');
  await page.getByLabel('Part Number').fill(prefix);
  await searchButton(page).click();
  const table = page.getByRole('table', { name: `Parts beginning with ${prefix}` });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Quantity' })).toBeVisible();
  const rows = table.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(10);
  // The dealer's city and state under its name.
  await expect(rows.first().locator('.pm-location')).toHaveText(/^[A-Za-z .'-]+, [A-Z]{2}$/);

  const sortBy = page.getByLabel('Sort by');
  await sortBy.selectOption({ label: 'Price: low to high' });
  const prices = (await table.locator('tbody td[data-label="Price"]').allInnerTexts())
    .filter((t) => t.startsWith('$'))
    .map(dollars);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((x, y) => x - y));
  const priceTexts = await table.locator('tbody td[data-label="Price"]').allInnerTexts();
  // 'Contact for price' rows come last.
  const firstContact = priceTexts.findIndex((t) => !t.startsWith('$'));
  if (firstContact !== -1) expect(priceTexts.slice(firstContact).every((t) => !t.startsWith('$'))).toBe(true);

  await sortBy.selectOption({ label: 'Price: high to low' });
  const down = (await table.locator('tbody td[data-label="Price"]').allInnerTexts())
    .filter((t) => t.startsWith('$'))
    .map(dollars);
  expect(down).toEqual([...down].sort((x, y) => y - x));

  await sortBy.selectOption({ label: 'Quantity: most first' });
  const quantities = (await table.locator('tbody td[data-label="Quantity"]').allInnerTexts()).map(Number);
  expect(quantities).toEqual([...quantities].sort((x, y) => y - x));

  await sortBy.selectOption({ label: 'Dealer A-Z' });
  const dealers = await table.locator('tbody td[data-label="Company"] .pm-link-button').allInnerTexts();
  expect(dealers).toEqual([...dealers].sort((x, y) => x.localeCompare(y, 'en', { sensitivity: 'base' })));

  await sortBy.selectOption({ label: 'Condition' });
  const rank = ['NEW', 'REBUILT', 'AFTERMARKET', 'USED', 'CORE'];
  const conditions = (await table.locator('tbody td[data-label="Condition"]').allInnerTexts()).map((c) =>
    rank.indexOf(c.trim().toUpperCase()),
  );
  expect(conditions).toEqual([...conditions].sort((x, y) => x - y));

  // Compact rows: on 1366x900 at least 10 rows show at once, actions side by side, part numbers whole.
  await sortBy.selectOption({ label: 'Best match' });
  // The table's first row just under the sticky site bar, then count the rows wholly in view.
  const visible = await rows.evaluateAll((trs) => {
    const bar = document.querySelector('nav.navbar')?.getBoundingClientRect().bottom ?? 0;
    window.scrollBy(0, trs[0]!.getBoundingClientRect().top - bar);
    return trs.filter((tr) => {
      const r = tr.getBoundingClientRect();
      return r.top >= bar - 1 && r.bottom <= window.innerHeight;
    }).length;
  });
  expect(visible).toBeGreaterThanOrEqual(10);
  // Every column, the row actions too, fits without scrolling the table sideways.
  const sideways = await table.evaluate((el) => el.scrollWidth - el.parentElement!.clientWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  const buttons = rows.first().locator('.pm-actions button');
  expect(await buttons.count()).toBe(2);
  const [first, second] = [await buttons.nth(0).boundingBox(), await buttons.nth(1).boundingBox()];
  expect(Math.abs(first!.y - second!.y)).toBeLessThan(4);
  const partNumberBoxes = await table
    .locator('.pm-partnum')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
  const lineHeight = Math.min(...partNumberBoxes);
  expect(Math.max(...partNumberBoxes)).toBeLessThan(lineHeight * 1.5);
  await page.screenshot({ path: 'test-results/pm-results-desktop.png' });

  // 375 px: a card per row that keeps the description and a picture count.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(rows.first().locator('td[data-label="Description"]')).toBeVisible();
  await expect(rows.first().locator('td[data-label="Pictures"]')).toHaveText(/\d+ pictures?|None/);
  await expect(rows.first().locator('td[data-label="Quantity"]')).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await table.locator('tbody tr').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/pm-results-375.png' });
});

test('multi-part results: chips jump to their part, the part x dealer matrix, CSV export', async ({
  page,
}) => {
  const numbers = await stockedPartNumbers(page.request);
  const searched = [...numbers.slice(0, 5), 'ZZ9E2E00001'];
  await logIn(page);
  await page.goto('/partmatcher/partsearch');
  await page.getByText('Multiple parts', { exact: true }).click();
  await page.getByLabel('Part Numbers').fill(searched.join('\n'));
  await searchButton(page).click();
  const last = searched[4]!;
  await expect(page.getByRole('heading', { name: `Results for ${last}` })).toBeVisible();

  // A chip jumps to its part's results.
  await page.getByRole('button', { name: new RegExp(`^${last}: \\d+ parts?, go to its results$`) }).click();
  await expect(page.getByRole('heading', { name: `Results for ${last}` })).toBeInViewport();
  await expect(page).toHaveURL(/\/partmatcher\/partsearch$/);

  // CSV export: one line per part found, formulas kept as text.
  const total = await page.locator('table[class*="pm-results-table"] tbody tr').count();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^part-search-6-part-numbers-\d{4}-\d{2}-\d{2}\.csv$/);
  const fs = await import('node:fs/promises');
  const csv = (await fs.readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Searched Part Number,Company Name,City,State,Part Number,Match,Description,Condition,Manufacturer,Quantity,Price,Pictures',
  );
  expect(lines).toHaveLength(total + 1);
  expect(lines.slice(1).every((l) => !/^[=+\-@]|,[=+\-@]/.test(l))).toBe(true);

  // The matrix: dealers with most of the searched parts first.
  await page.getByText('Part x dealer', { exact: true }).click();
  const matrix = page.getByRole('table', { name: 'Which dealer has which of the searched parts' });
  await expect(matrix).toBeVisible();
  for (const pn of searched) await expect(matrix.getByRole('columnheader', { name: pn })).toBeVisible();
  const counts = (await matrix.locator('tbody tr td:nth-of-type(1)').allInnerTexts()).map((t) =>
    Number(t.split(' of ')[0]),
  );
  expect(counts.length).toBeGreaterThan(0);
  expect(counts).toEqual([...counts].sort((x, y) => y - x));
  await page.screenshot({ path: 'test-results/pm-matrix-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/pm-matrix-375.png' });
  await page.getByText('List', { exact: true }).click();
  await expect(page.getByRole('heading', { name: `Results for ${last}` })).toBeVisible();
});

test('My Results: one line per search request, opens on click, filters by part number', async ({ page }) => {
  const [stocked] = await stockedPartNumbers(page.request);
  const login = await page.request.post('/api/login', {
    data: { email: DEMO_BUYER, password: DEMO_PASSWORD },
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const stamp = Date.now().toString(36).toUpperCase();
  // A 20-number search: the first number in stock, the others made up for this run.
  const numbers = [
    stocked!,
    ...Array.from({ length: 19 }, (_, i) => `MR${stamp}${String(i).padStart(2, '0')}`),
  ];
  const res = await page.request.get('/api/parts', {
    params: { partNumbers: numbers.join(',') },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);

  await logIn(page);
  await page.goto('/partmatcher/partsearchresult');
  await page.getByLabel('Filter by part number').fill(`mr-${stamp.toLowerCase()}`);
  await expect(page).toHaveURL(new RegExp(`partNumber=MR${stamp}`));
  const cards = page.locator('.pm-request-card');
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  const toggle = card.getByRole('button', {
    name: new RegExp(`^Results for MR${stamp}00, MR${stamp}01 \\+ 17 more`),
  });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toContainText('0 matches');
  await expect(card.getByRole('region')).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByRole('region')).toHaveCount(19);
  await expect(card.getByText('19 part numbers')).toBeVisible();
  await toggle.click();
  await expect(card.getByRole('region')).toHaveCount(0);

  // Unfiltered, the 20-number request is one card (among the newest: another journey running beside
  // this one may search as the demo buyer a moment later) with 20 sections.
  await page.getByLabel('Filter by part number').fill('');
  await expect(page).toHaveURL(/\/partmatcher\/partsearchresult$/);
  const newestName = new RegExp(`^Results for ${stocked}, MR${stamp}00 \\+ 18 more`);
  const newest = cards.filter({ has: page.getByRole('button', { name: newestName }) });
  await expect(newest).toHaveCount(1);
  const newestToggle = newest.getByRole('button', { name: newestName });
  await expect(newestToggle).toBeVisible();
  const box = await newestToggle.boundingBox();
  expect(box!.height).toBeLessThan(50);
  await newestToggle.click();
  await expect(newest.getByRole('region')).toHaveCount(20);
  await expect(newest.getByRole('table', { name: `Parts found for ${stocked}` })).toBeVisible();
  await expect(newest.getByText('20 part numbers')).toBeVisible();
  await page.screenshot({ path: 'test-results/pm-my-results-desktop.png' });

  // The filter survives a reload.
  await page.getByLabel('Filter by part number').fill(`MR${stamp}07`);
  await expect(cards).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Filter by part number')).toHaveValue(`MR${stamp}07`);
  await expect(cards).toHaveCount(1);
  await cards.first().getByRole('button').first().click();
  // A one-number card: one section, without a heading of its own.
  await expect(cards.first().getByRole('region')).toHaveCount(1);
  await expect(cards.first().getByText(M_NO_PARTS_START)).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByLabel('Filter by part number').fill('');
  await expect(page).toHaveURL(/\/partmatcher\/partsearchresult$/);
  await expect(cards.first()).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/pm-my-results-375.png' });
});
