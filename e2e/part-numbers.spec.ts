import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_BUYER, loginThroughForm } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { horizontalOverflow, preAcceptCookies } from './support/page-health';

/**
 * Part numbers as parts managers know them (issue 29): an old CAT number finds the dealer's superseding
 * part in its own section with its badge, a typo gets "Did you mean" with one-click suggestions, and a
 * guest pastes a spreadsheet column of three numbers and gets three sections. The numbers come from the
 * demo seed's named cross-references (1R-0739 -> 1R-0716 -> 1R-1808, seed/demo-cross-references.ts).
 */

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
  await page.setViewportSize({ width: 1366, height: 900 });
});

async function logIn(page: Page) {
  await page.goto('/login');
  await loginThroughForm(page, DEMO_BUYER);
}

/** What a paste from a spreadsheet column delivers to the focused box. */
async function paste(box: Locator, text: string) {
  await box.focus();
  await box.evaluate((el, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test('an old CAT number finds the superseding part in its own section, with its badge', async ({ page }) => {
  await logIn(page);
  await page.goto('/partmatcher/partsearch');
  await page.getByLabel('Part Number').fill('1R-0739');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Results for 1R0739' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Superseded numbers for 1R0739 \(\d+\)$/ })).toBeVisible();
  const superseded = page.getByRole('table', { name: 'Superseded numbers for 1R0739' });
  // The dealer's 1R-1808 replaces 1R-0739 two references along the chain, with the serial note's reference.
  const row = superseded.getByRole('row').filter({ hasText: '1R-1808' }).first();
  await expect(row).toBeVisible();
  await expect(row.getByText('Replaces 1R0739')).toBeVisible();
  await expect(page.getByTestId('pm-did-you-mean')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'superseded results');
});

test('a typo gets "Did you mean", and one click searches the right number', async ({ page }) => {
  await logIn(page);
  await page.goto('/partmatcher/partsearch');
  // 1R-1808 with two neighbouring digits swapped.
  await page.getByLabel('Part Number').fill('1R-1880');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Results for 1R1880' })).toBeVisible();
  const suggestions = page.getByTestId('pm-did-you-mean');
  await expect(suggestions).toContainText('Did you mean');
  await expectNoSeriousA11yViolations(page, 'did you mean');
  await suggestions.getByRole('button', { name: 'Search 1R1808' }).click();

  await expect(page.getByRole('heading', { name: 'Results for 1R1808' })).toBeVisible();
  await expect(page.getByLabel('Part Number')).toHaveValue('1R1808');
  const exact = page.getByRole('table', { name: 'Parts found for 1R1808' });
  await expect(exact.getByRole('row').filter({ hasText: '1R-1808' }).first()).toBeVisible();
  await expect(page.getByTestId('pm-did-you-mean')).toHaveCount(0);
});

test('a guest pastes three numbers from a spreadsheet column and gets three sections', async ({ page }) => {
  await page.goto('/partmatcher/guestpartsearch');
  const box = page.getByLabel('Part Number');
  await paste(box, '1R-1808\n6I-2503\r\n1R-1880\n');
  // Never glued into one number.
  await expect(box).toHaveValue('1R1808,6I2503,1R1880');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(/\/partmatcher\/guestpartsearch\?partNumbers=1R1808%2C6I2503%2C1R1880$/);
  const groups = page.getByTestId('pm-guest-group');
  await expect(groups).toHaveCount(3);
  for (const [i, pn] of ['1R1808', '6I2503', '1R1880'].entries())
    await expect(groups.nth(i).getByRole('heading', { name: `Results for ${pn}` })).toBeVisible();
  // Masked: no prices; the typo's section offers the stocked number as a link.
  await expect(groups.nth(0).getByText('$')).toHaveCount(0);
  const link = groups.nth(2).getByRole('link', { name: 'Search 1R1808' });
  await expect(link).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await expectNoSeriousA11yViolations(page, 'guest sections');

  await link.click();
  await expect(page).toHaveURL(/\/partmatcher\/guestpartsearch\/1R1808$/);
  await expect(page.getByTestId('pm-guest-group')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Results for 1R1808' })).toBeVisible();
});

test('a column pasted into the one-part box or a general request is several numbers', async ({ page }) => {
  await logIn(page);
  await page.goto('/partmatcher/partsearch');
  await paste(page.getByLabel('Part Number'), '1R-1808\n6I-2503\n1R-0739\n');
  // The multi-part box takes them, one per line.
  await expect(page.getByLabel('Part Numbers')).toHaveValue('1R1808\n6I2503\n1R0739');
  await expect(page.getByTestId('pm-part-count')).toHaveText('3 of 20 part numbers');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  for (const pn of ['1R1808', '6I2503', '1R0739'])
    await expect(page.getByRole('heading', { name: `Results for ${pn}` })).toBeVisible();

  await page.goto('/partmatcher/generalrequest');
  const box = page.getByLabel(/^Part Number/);
  await paste(box, '1R-1808\t6I-2503');
  await expect(box).toHaveValue('1R1808,6I2503');
  const comments = `Pasted row ${Date.now()}`;
  await page.getByLabel('Comments').fill(comments);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Request message successfully sent out!')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: comments });
  await expect(row.getByText('1R1808, 6I2503')).toBeVisible();
});
