import { expect, test } from '@playwright/test';
import { DEMO_BUYER, DEMO_DEALER, loginThroughForm } from './support/accounts';
import { horizontalOverflow, preAcceptCookies } from './support/page-health';

/**
 * Issue 29: a dealer adds a cross-reference in the single-part form of /inventory (its part replaces an
 * old number), and a buyer's search of the old number finds the part in its superseded section.
 */

const SHOTS = process.env.E2E_SCREENSHOTS;

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
});

test('a dealer adds a cross-reference in the single-part form; a buyer searching the old number finds the part', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const stamp = Date.now().toString(36).toUpperCase();
  const partNumber = `XN${stamp}`;
  const oldNumber = `XO${stamp}`;

  await page.goto('/login');
  await loginThroughForm(page, DEMO_DEALER);
  await page.goto('/inventory');
  await page.getByRole('button', { name: 'Add part' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Save the part to add its cross-references')).toBeVisible();
  await dialog.getByLabel('Part number').fill(partNumber);
  await dialog.getByLabel('Description').fill('CROSS-REFERENCED FILTER');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Part number starts with').fill(partNumber);
  const row = page.getByTestId('parts-table').getByTestId('part-row').filter({ hasText: partNumber });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Edit' }).click();
  const xrefs = dialog.getByRole('region', { name: 'Cross-references' });
  await expect(xrefs.getByText('No cross-references yet.')).toBeVisible();
  await xrefs.getByLabel('This part').selectOption('replaces');
  await xrefs.getByLabel('Part number').fill(oldNumber.toLowerCase());
  await xrefs.getByLabel('Serial note').fill('S/N 2XJ1-UP');
  await xrefs.getByRole('button', { name: 'Add' }).click();
  const list = xrefs.getByLabel('Cross-references of this part');
  await expect(list).toContainText(`Replaces ${oldNumber}`);
  await expect(list).toContainText('S/N 2XJ1-UP');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/inventory-xref-1366.png` });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(list).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(1);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/inventory-xref-375.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await preAcceptCookies(buyer);
  await buyer.goto('/login');
  await loginThroughForm(buyer, DEMO_BUYER);
  await buyer.goto(`/partmatcher/partsearch?partNumber=${oldNumber}`);
  await expect(buyer.getByRole('cell', { name: partNumber }).first()).toBeVisible();
  await expect(buyer.getByText(`Replaces ${oldNumber}`).first()).toBeVisible();
  await buyerContext.close();
});
