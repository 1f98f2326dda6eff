import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_BUYER, DEMO_DEALER, DEMO_PASSWORD, loginThroughForm } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { horizontalOverflow, preAcceptCookies, waitForApp } from './support/page-health';
import { normalizePartNumber } from '../packages/contracts/src/part-matcher-rules';

/**
 * The part matcher (spec marketplace 2): search by part number with its dialogs, the multi-part search,
 * browse into search, the masked guest search and the members' feed paging. Part numbers come from
 * the live demo data, never from guesses.
 */

interface BrowseRow {
  partnum: string;
  abbrname: string;
}

async function stockedPartNumbers(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/api/guestbrowseparts/', { params: { limit: 100 } });
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { parts: BrowseRow[] } };
  // Browse lists part numbers as the dealers typed them; searches show them normalised.
  const numbers = [...new Set(data.parts.map((p) => normalizePartNumber(p.partnum)))];
  expect(numbers.length, 'the demo data has parts in stock').toBeGreaterThan(2);
  return numbers;
}

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), `login as ${email}`).toBe(200);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await loginThroughForm(page, email);
}

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
  await page.setViewportSize({ width: 1400, height: 900 });
});

test('search by part number, open the part detail and the company details', async ({ page }) => {
  const [partNumber] = await stockedPartNumbers(page.request);
  await logIn(page, DEMO_BUYER);
  await page.goto('/partmatcher/partsearch');

  // Client validation, then the forced uppercase A-Z0-9 input.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Part number must be at least 3 characters long.')).toBeVisible();
  const input = page.getByLabel('Part Number');
  await input.fill(partNumber!.toLowerCase().replace(/^(..)/, '$1-'));
  await expect(input).toHaveValue(partNumber!);
  await page.getByLabel('Description').fill('ab');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Description must be at least 3 characters long.')).toBeVisible();
  await page.getByLabel('Description').fill('');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page.getByRole('heading', { name: `Results for ${partNumber}` })).toBeVisible();
  const table = page.getByRole('table', { name: `Parts found for ${partNumber}` });
  for (const column of [
    'Company Name',
    'Part Number',
    'Description',
    'Condition',
    'Price',
    'Pictures',
    'Actions',
  ]) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page, 'part search results');

  // Part detail dialog.
  await table
    .getByRole('button', { name: new RegExp(`^Details of part ${partNumber} from `) })
    .first()
    .click();
  const detail = page.getByRole('dialog', { name: `Part ${partNumber}` });
  await expect(detail).toBeVisible();
  for (const label of ['Part Number', 'Description', 'Condition', 'Manufacturer', 'Quantity', 'Price']) {
    await expect(detail.getByText(label, { exact: true })).toBeVisible();
  }
  await detail.getByRole('button', { name: 'Close' }).last().click();
  await expect(detail).toBeHidden();

  // Company Details dialog from the company name.
  const firstRow = table.getByRole('row').nth(1);
  const companyName = (await firstRow.getByRole('button').first().innerText()).trim();
  await firstRow.getByRole('button', { name: companyName, exact: true }).click();
  const company = page.getByRole('dialog', { name: 'Company Details' });
  await expect(company.getByText(companyName, { exact: true })).toBeVisible();
  await expect(company.getByText('Shipping Address')).toBeVisible();
  await company.getByRole('button', { name: 'Close' }).last().click();

  // Send Message opens the messaging dialog addressed to the row's company (messaging.spec.ts sends).
  await firstRow.getByRole('button', { name: 'Send Message' }).click();
  const compose = page.getByRole('dialog', { name: 'Send Message' });
  await expect(compose.getByText(`To: ${companyName}`)).toBeVisible();
  await expect(compose.getByLabel('Subject')).toHaveValue(/^Regarding part /);
  await compose.getByRole('button', { name: 'Cancel' }).click();
  await expect(compose).toBeHidden();

  // The search is saved under my results.
  await page.goto('/partmatcher/partsearchresult');
  await expect(page.getByRole('heading', { name: `Results for ${partNumber}` }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'my part search results');
});

test('send a general request and see it in the previous requests', async ({ page }) => {
  await logIn(page, DEMO_BUYER);
  // The home page's old address leads to the page.
  await page.goto('/partmatcher/generalpartrequest');
  await expect(page).toHaveURL(/\/partmatcher\/generalrequest$/);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Comments must be at least 3 characters long.')).toBeVisible();

  const model = `E2E${Date.now().toString(36).toUpperCase()}`;
  await page.getByLabel('Model Number').fill(model);
  await page.getByLabel('Part Number').fill('1r-07 50');
  await expect(page.getByLabel('Part Number')).toHaveValue('1R0750');
  await page.getByLabel('Comments').fill('Need a hydraulic pump for a 320D excavator.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Request message successfully sent out!')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: model });
  await expect(row).toContainText('1R0750');
  await expect(row).toContainText('N/A');
  await expectNoSeriousA11yViolations(page, 'general request');
});

test('multi-part search groups results per part number with an empty state', async ({ page }) => {
  const numbers = await stockedPartNumbers(page.request);
  const [a, b] = numbers;
  const missing = 'ZZ9E2E00000';
  await logIn(page, DEMO_BUYER);
  await page.goto('/partmatcher/partsearch');
  await page.getByText('Multiple parts', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Multiple parts' })).toBeChecked();

  const box = page.getByLabel('Part Numbers');
  const tooMany = Array.from({ length: 21 }, (_, i) => `E2EMANY${i}`).join('\n');
  await box.fill(tooMany);
  await expect(page.getByText(/You can search up to 20 part numbers at once; you entered 21/)).toBeVisible();

  await box.fill(`${a!.toLowerCase()}, ${b}\n${a}\n${missing}`);
  await expect(page.getByText('3 of 20 part numbers; 1 duplicate(s) removed')).toBeVisible();
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  for (const pn of [a!, b!, missing]) {
    await expect(page.getByRole('heading', { name: `Results for ${pn}` })).toBeVisible();
  }
  await expect(page.getByRole('table', { name: `Parts found for ${a}` })).toBeVisible();
  await expect(page.getByRole('table', { name: `Parts found for ${b}` })).toBeVisible();
  const empty = page.locator(`#pm-group-${missing}`);
  await expect(empty.getByText('0 parts')).toBeVisible();
  // Issue 10 item 13: the searched values are filled in.
  await expect(
    empty.getByText(`No parts to display for ${missing}, All Manufacturers, All Conditions`),
  ).toBeVisible();
});

test('a pasted spreadsheet row or column is read as that many part numbers before the search', async ({
  page,
}) => {
  const [a, b] = await stockedPartNumbers(page.request);
  await logIn(page, DEMO_BUYER);
  await page.goto('/partmatcher/partsearch');
  await page.getByText('Multiple parts', { exact: true }).click();
  const box = page.getByLabel('Part Numbers');
  const count = page.getByTestId('pm-part-count');
  const reading = page.getByTestId('pm-part-reading');

  // A row copied from a spreadsheet: cells separated by tabs.
  await box.fill('1R0750\t155-3147\t156-1883');
  await expect(count).toHaveText('3 of 20 part numbers');
  await expect(reading).toHaveText(/^Read as: 1\. 1R0750\s*2\. 1553147\s*3\. 1561883$/);
  await box.fill('ZZZ999QQQ\t158/K0655');
  await expect(reading).toHaveText(/^Read as: 1\. ZZZ999QQQ\s*2\. 158K0655$/);

  // A column of 20 (Windows line ends), then the search runs for exactly those.
  const column = [a!, b!, ...Array.from({ length: 18 }, (_, i) => `E2ECOL${i + 10}`)];
  await box.fill(column.join('\r\n'));
  await expect(count).toHaveText('20 of 20 part numbers');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: /found for 20 part numbers/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Results for ${a}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Results for E2ECOL27' })).toBeVisible();
});

test('browse all parts, View Parts opens the part search', async ({ page }) => {
  await logIn(page, DEMO_BUYER);
  await page.goto('/partmatcher/browseparts');
  const table = page.getByRole('table', { name: /Parts in stock, page 1/ });
  for (const column of ['Part Number', 'Manufacturer', 'Conditions', 'Price', 'Pictures', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(page.getByText('Page 1', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'browse parts');

  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow.getByRole('button', { name: /View Parts/ })).toBeVisible();
  const partNumber = normalizePartNumber(await firstRow.getByRole('cell').first().innerText());
  await firstRow.getByRole('button', { name: /View Parts/ }).click();
  // The search runs from the address, then the parameters leave it.
  await expect(page.getByRole('heading', { name: `Results for ${partNumber}` })).toBeVisible();
  await expect(page).toHaveURL(/\/partmatcher\/partsearch$/);
  // Issue 10: a browse click carries its make over and leaves the description empty.
  await expect(page.getByLabel('Description')).toHaveValue('');
  await expect(page.getByLabel('Manufacturer')).not.toHaveValue('All Manufacturers');
});

test('guest search shows blurred rows and Create Account to View', async ({ page }) => {
  const numbers = await stockedPartNumbers(page.request);
  // The 3-character prefix shared by the most stocked part numbers: several rows to mask.
  const counts = new Map<string, number>();
  for (const n of numbers) counts.set(n.slice(0, 3), (counts.get(n.slice(0, 3)) ?? 0) + 1);
  const prefix = [...counts.entries()].sort((x, y) => y[1] - x[1])[0]![0];

  await page.goto(`/partmatcher/guestpartsearch/${encodeURIComponent(prefix)}`);
  await expect(page.getByLabel('Part Number')).toHaveValue(prefix);
  await expect(page.getByRole('heading', { name: `Results for ${prefix}` })).toBeVisible();
  const table = page.getByRole('table');
  const rows = table.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(1);
  await expect(table.locator('.pm-blur-text').first()).toBeVisible();
  const invite = table.getByRole('link', { name: 'Create Account to View' }).first();
  await expect(invite).toHaveAttribute('href', '/register');
  await expectNoSeriousA11yViolations(page, 'guest part search');

  // Guest browse leads into the guest search.
  await page.goto('/partmatcher/guestbrowseparts');
  const first = page.getByRole('table').getByRole('row').nth(1);
  await expect(first.getByRole('button', { name: /View Parts/ })).toBeVisible();
  const listed = (await first.getByRole('cell').first().innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(
    (url) => url.pathname === `/partmatcher/guestpartsearch/${encodeURIComponent(listed)}`,
  );
  await expect(
    page.getByRole('heading', { name: `Results for ${normalizePartNumber(listed)}` }),
  ).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('member feed of part searches pages 25 at a time', async ({ page }) => {
  // 30 searches by the buyer's company this week: more than one page of the dealer's feed.
  const token = await apiToken(page.request, DEMO_BUYER);
  const stamp = Date.now().toString(36).toUpperCase();
  for (const [from, to] of [
    [0, 20],
    [20, 30],
  ] as const) {
    const partNumbers = Array.from({ length: to - from }, (_, i) => `FEED${stamp}${from + i}`).join(',');
    const res = await page.request.get('/api/parts', {
      params: { partNumbers, description: 'Feed paging check' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(200);
  }

  await logIn(page, DEMO_DEALER);
  await page.goto('/netcomonly/partsearches');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(25);
  const label = page.getByText(/^Page 1 of \d+$/);
  await expect(label).toBeVisible();
  const pages = Number((await label.innerText()).split(' of ')[1]);
  expect(pages).toBeGreaterThan(1);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  // Newest first: the 30 searches just made fill the top of page 1 (another journey running beside this
  // one may have searched a moment later, so the very first card can be someone else's).
  await expect(cards.filter({ hasText: 'Feed paging check' })).not.toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'all part searches feed');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();

  // The part requests received and the general requests feeds open for a member.
  await page.goto('/netcomonly/partsearchesbycompany');
  await expect(page.getByRole('heading', { name: 'Part Requests' })).toBeVisible();
  await expect(
    page.getByRole('article').first().or(page.getByText('No Part Requests Received Yet.')),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'part requests received');
  await page.goto('/netcomonly/generalrequests');
  await expect(page.getByRole('heading', { name: 'General Requests', exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('columnheader', { name: 'Created At' })
      .or(page.getByText('No General Requests Made Yet.')),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'general requests feed');
});

test('a signed-in user who opens a shared guest link gets the member search for the same part', async ({
  page,
}) => {
  const [partNumber] = await stockedPartNumbers(page.request);
  await logIn(page, DEMO_BUYER);
  await page.goto(`/partmatcher/guestpartsearch/${encodeURIComponent(partNumber!)}`);
  await expect(page.getByRole('heading', { name: `Results for ${partNumber}` })).toBeVisible();
  await expect(page).toHaveURL(/\/partmatcher\/partsearch$/);
  await page.goto('/partmatcher/guestbrowseparts');
  await expect(page).toHaveURL(/\/partmatcher\/browseparts$/);
});

test('after Search the results come into view, on a phone too (issue 21, item 13)', async ({ page }) => {
  const [a] = await stockedPartNumbers(page.request);
  await logIn(page, DEMO_BUYER);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/partmatcher/partsearch');
  await page.getByLabel('Part Number', { exact: true }).fill(a!);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('table', { name: `Parts found for ${a}` }).first()).toBeAttached();
  await expect
    .poll(() =>
      page.evaluate(() => document.querySelector('.pm-results-anchor')!.getBoundingClientRect().top),
    )
    .toBeLessThan(40);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('the home page part-number box searches as guest and member; login lands on the part search (issue 21, item 18)', async ({
  page,
}) => {
  const [a] = await stockedPartNumbers(page.request);
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('search').getByLabel('Part number').fill(a!.toLowerCase());
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/partmatcher/guestpartsearch/${a}$`));

  // Log In from the home page: the part search, the main task of a user with a company.
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('link', { name: 'Log In' }).click();
  await loginThroughForm(page, DEMO_BUYER);
  await expect(page).toHaveURL(/\/partmatcher\/partsearch$/);

  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('search').getByLabel('Part number').fill(a!);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('table', { name: `Parts found for ${a}` }).first()).toBeAttached();
});
