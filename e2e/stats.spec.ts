import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO_DEALER, loginThroughForm } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { horizontalOverflow, preAcceptCookies } from './support/page-health';

/**
 * The stats manager (issue 27): the demo dealer opens /stats from the member menu (the seed gives it six
 * months of history), switches to 12 months, sees the chart and the lost-demand table and downloads
 * its CSV, which says what the table says; the page reads at 375 px.
 */
test('the demo dealer reads 12 months of stats and downloads its lost demand', async ({ page }, testInfo) => {
  await preAcceptCookies(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/login');
  await loginThroughForm(page, DEMO_DEALER);
  await page.getByRole('button', { name: 'NetCom Members' }).click();
  await page.getByRole('link', { name: 'Stats Manager' }).click();
  await expect(page).toHaveURL(/\/stats$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stats Manager' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Week by week' })).toBeVisible();
  await expect(page.getByLabel('Period')).toHaveValue('12w');

  await page.getByLabel('Period').selectOption({ label: 'Last 12 months' });
  await expect(page).toHaveURL(/[?&]period=12m/);
  const trend = page.getByRole('region', { name: 'Month by month' });
  await expect(trend).toBeVisible();
  // The chart is drawn (a canvas with pixels), and its table equivalent has a row per month.
  const canvas = trend.locator('canvas');
  await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width * c.height)).toBeGreaterThan(0);
  await expect(trend.getByRole('table').getByRole('row')).toHaveCount(13);
  await expect(page.getByText('Searches of my parts').first()).toBeVisible();

  const lost = page.getByRole('region', { name: 'Lost demand' });
  const rows = lost.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const firstRow = (await rows.nth(1).getByRole('cell').allInnerTexts()).map((c) => c.trim());
  await expectNoSeriousA11yViolations(page, '/stats');
  await page.screenshot({ path: testInfo.outputPath('stats-1366.png'), fullPage: true });

  const download = page.waitForEvent('download');
  await lost.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^stats-lost-demand-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(await file.path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('partNumber,manufacturer,searches,buyerCompanies,otherDealers');
  // The table's first row, as the CSV writes it.
  expect(lines[1]!.split(',')).toEqual(firstRow.map((c) => c.replace(/,/g, '')));

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(lost).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('stats-375.png'), fullPage: true });
});
