import { expect, test } from '@playwright/test';
import { DEMO_BUYER, DEMO_DEALER, loginThroughForm } from './support/accounts';
import { horizontalOverflow, preAcceptCookies } from './support/page-health';

/**
 * The inventory manager (issue 16): a dealer uploads a 1,000-row file with 3 bad rows, reads the dry
 * run's report, confirms, watches the progress, and a buyer then finds one of the new parts.
 */

const SHOTS = process.env.E2E_SCREENSHOTS;

function stockFile(stamp: string): { csv: string; sample: string } {
  const lines = ['Part No,Make,Cond,Description,Qty,Price'];
  for (let i = 1; i <= 1000; i++) {
    const pn = `IM${stamp}-${String(i).padStart(4, '0')}`;
    if (i === 10) lines.push(`${pn},ACME,NEW,HYDRAULIC FILTER,1,$12.00`);
    else if (i === 20) lines.push(`${pn},CAT,NEW,HYDRAULIC FILTER,-4,$12.00`);
    else if (i === 30) lines.push(`${pn},CAT,NEW,HYDRAULIC FILTER,1,twelve`);
    else
      lines.push(
        `${pn},${i % 2 ? 'CAT' : 'JD'},${i % 3 ? 'NEW' : 'USED'},HYDRAULIC FILTER ${i},${i % 7},"$1,${String(i % 1000).padStart(3, '0')}.50"`,
      );
  }
  return { csv: `${lines.join('\n')}\n`, sample: `IM${stamp}0500` };
}

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
});

test('a dealer uploads 1,000 parts, checks the report, imports them, and a buyer finds one', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  const stamp = Date.now().toString(36).toUpperCase();
  const { csv, sample } = stockFile(stamp);

  await page.goto('/login');
  await loginThroughForm(page, DEMO_DEALER);
  // The entry point: the NetCom Members menu.
  await page.getByRole('button', { name: 'NetCom Members' }).click();
  await page.getByRole('link', { name: 'Inventory Manager' }).click();
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(page.getByRole('heading', { name: 'Inventory Manager' })).toBeVisible();

  await page
    .getByLabel('File')
    .setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  // Recognised headers fill the mapping.
  await expect(page.getByLabel('Part number *')).toHaveValue('Part No');
  await expect(page.getByLabel('Manufacturer *')).toHaveValue('Make');
  await expect(page.getByLabel('Quantity')).toHaveValue('Qty');
  await page.getByRole('button', { name: 'Check file' }).click();

  const report = page.getByTestId('dry-run-report');
  await expect(report).toBeVisible();
  await expect(report.getByTestId('count-rejected')).toHaveText('3');
  await expect(report.getByTestId('count-would-add')).toHaveText('997');
  const problems = report.getByTestId('import-problems');
  await expect(problems.locator('tbody tr')).toHaveCount(3);
  await expect(problems).toContainText('Manufacturer "ACME" is not in the list.');
  await expect(problems).toContainText('Quantity "-4" is not a whole number of 0 or more.');
  await expect(problems).toContainText('Price "twelve" is not an amount of 0 or more');
  await expect(problems.locator('tbody tr').first().locator('td').first()).toHaveText('11');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/inventory-report.png`, fullPage: true });

  // Nothing has changed yet: the part is not found.
  const search = await page.request.get(`/api/guestparts/${sample}`);
  expect(((await search.json()) as { data: { count: number } }).data.count).toBe(0);

  await report.getByRole('button', { name: /^Import \(997 rows\)$/ }).click();
  const progress = page.getByTestId('import-progress');
  await expect(progress.getByRole('progressbar')).toBeVisible();
  // The progress survives a reload.
  await page.reload();
  await expect(page.getByTestId('import-progress')).toBeVisible();
  await expect(page.getByTestId('import-progress').getByText('done', { exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByTestId('import-progress').getByTestId('count-added')).toHaveText('997');
  await expect(page.getByTestId('import-progress').getByTestId('count-rejected')).toHaveText('3');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/inventory-done.png`, fullPage: true });

  // The parts table filters to the new parts.
  await page.getByLabel('Part number starts with').fill(`IM${stamp}-05`);
  await expect(page.getByTestId('parts-table')).toContainText(`IM${stamp}-0500`);

  // At 375 px the page fits the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId('parts-cards')).toContainText(`IM${stamp}-0500`);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(1);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/inventory-375.png`, fullPage: true });

  // A buyer finds one of the new parts.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await preAcceptCookies(buyer);
  await buyer.goto('/login');
  await loginThroughForm(buyer, DEMO_BUYER);
  await buyer.goto(`/partmatcher/partsearch?partNumber=${sample}`);
  await expect(buyer.getByRole('cell', { name: `IM${stamp}-0500` }).first()).toBeVisible();
  await expect(buyer.getByText('HYDRAULIC FILTER 500').first()).toBeVisible();
  await buyerContext.close();
});

test('the parts list fits a phone with its actions on screen, and "Pictures (n)" stays on one line', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/login');
  await loginThroughForm(page, DEMO_DEALER);
  await page.goto('/inventory');
  const table = page.getByTestId('parts-table');
  await expect(table.locator('tbody tr').first()).toBeVisible();

  // Desktop: a "Pictures (n)" button (the demo parts have some) is as tall as the one-line Next button.
  const pictures = table.getByRole('button', { name: /^Pictures \(\d+\)$/ }).first();
  await expect(pictures).toBeVisible();
  const picturesBox = await pictures.boundingBox();
  const nextBox = await page.getByRole('button', { name: 'Next' }).boundingBox();
  expect(picturesBox && Math.round(picturesBox.height)).toBe(nextBox && Math.round(nextBox.height));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/inventory-parts-1366.png`, fullPage: true });

  // Phone: no sideways scrolling, and the first part's actions are inside the screen (not in a
  // table that scrolls on its own).
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const firstPart = page.getByTestId('part-row').filter({ visible: true }).first();
  for (const name of ['Edit', /^Pictures/, 'Delete']) {
    const button = firstPart.getByRole('button', { name });
    const box = await button.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  }
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/inventory-parts-375.png`, fullPage: true });
});
