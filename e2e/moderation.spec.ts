import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_BUYER, DEMO_PASSWORD, loginThroughForm } from './support/accounts';
import { preAcceptCookies } from './support/page-health';

/**
 * Moderation (issue 30): a buyer reports a listing; the operator opens /admin/reports, hides the
 * reported listing and resolves the report; the listing is gone from the for-sale list, and the audit
 * log holds both actions.
 */

const OPERATOR = 'operator@demo.test';
// The second member dealer lists the reported part: the listings journey counts the first one's listings.
const SELLER = 'dealer2@demo.test';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
}

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await loginThroughForm(page, email);
}

test('a reported listing is hidden by an operator and leaves the list; the audit log shows it', async ({
  browser,
  request,
}) => {
  const model = `MOD-${Date.now().toString(36).toUpperCase()}`;
  const created = await request.post('/api/listings', {
    headers: bearer(await tokenOf(request, SELLER)),
    data: {
      title: `Reported ${model} bucket`,
      modelnum: model,
      category: 103,
      subcategory: 'Excavators',
      price: 120000,
      details: 'Too good to be true',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listingId = ((await created.json()) as { data: { listing: { id: number } } }).data.listing.id;

  // The buyer finds it and reports it.
  const buyerContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const buyer = await buyerContext.newPage();
  await preAcceptCookies(buyer);
  await logIn(buyer, DEMO_BUYER);
  await buyer.goto('/forsale/machines');
  await buyer.getByLabel('Model Number').fill(model.toLowerCase());
  await expect(buyer.getByTestId('listing-row')).toHaveCount(1);
  await buyer.getByTestId('listing-row').click();
  await buyer.getByRole('dialog').getByRole('button', { name: 'Report' }).click();
  const report = buyer.getByRole('dialog', { name: 'Report this listing' });
  await report.getByLabel('Fraud or scam').check();
  await report.getByLabel('Details (optional)').fill(`Stock photos, no yard (${model})`);
  await buyer.screenshot({ path: 'test-results/moderation-report-dialog-1366.png' });
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByText('Thank you. An operator will look at your report.')).toBeVisible();
  await report.getByRole('button', { name: 'Close', exact: true }).last().click();

  // Anybody but an operator sees "Page not found" at /admin/reports.
  await buyer.goto('/admin/reports');
  await expect(buyer.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  // The operator hides the listing and resolves the report.
  const opContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const operator = await opContext.newPage();
  await preAcceptCookies(operator);
  await logIn(operator, OPERATOR);
  await operator.goto('/admin/reports');
  await expect(operator.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  // Other journeys may report a moment later: find this one by its text.
  const card = operator.getByRole('listitem').filter({ hasText: model });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`Listing #${listingId}`);
  await operator.screenshot({ path: 'test-results/moderation-admin-reports-1366.png', fullPage: true });
  await card.getByLabel('Reason shown to the owner').fill('Reported as fraud; pictures are not this part');
  await card.getByRole('button', { name: 'Hide' }).click();
  await expect(card.getByRole('button', { name: 'Hidden' })).toBeDisabled();
  await card.getByRole('button', { name: 'Resolve' }).click();
  await expect(operator.getByRole('listitem').filter({ hasText: model })).toHaveCount(0);

  // Gone from the buyer's list at once.
  await buyer.goto('/forsale/machines');
  await buyer.getByLabel('Model Number').fill(model.toLowerCase());
  await expect(buyer.getByText(/No attachments|0 listings|No listings/i).first()).toBeVisible();
  await expect(buyer.getByTestId('listing-row')).toHaveCount(0);

  // The audit log holds both actions.
  const opToken = await tokenOf(request, OPERATOR);
  const hideAudit = await request.get(`/api/admin/audit?targetType=listing&targetId=${listingId}`, {
    headers: bearer(opToken),
  });
  const hideEntries = ((await hideAudit.json()) as { data: { entries: Array<{ action: string }> } }).data
    .entries;
  expect(hideEntries.map((e) => e.action)).toEqual(['moderation.hide']);
  const reports = await request.get('/api/admin/reports?status=resolved&limit=100', {
    headers: bearer(opToken),
  });
  const resolved = (
    (await reports.json()) as { data: { reports: Array<{ id: number; text: string }> } }
  ).data.reports.find((r) => r.text.includes(model))!;
  const resolveAudit = await request.get(`/api/admin/audit?targetType=report&targetId=${resolved.id}`, {
    headers: bearer(opToken),
  });
  const resolveEntries = ((await resolveAudit.json()) as { data: { entries: Array<{ action: string }> } })
    .data.entries;
  expect(resolveEntries.map((e) => e.action)).toEqual(['report.resolve']);

  // Phone widths, looked at.
  await operator.setViewportSize({ width: 375, height: 800 });
  await operator.goto('/admin/reports');
  await operator.getByRole('button', { name: 'Resolved' }).click();
  await expect(operator.getByRole('listitem').filter({ hasText: model })).toHaveCount(1);
  await operator.screenshot({ path: 'test-results/moderation-admin-reports-375.png', fullPage: true });
  await buyer.setViewportSize({ width: 375, height: 800 });
  await buyer.goto('/suggestions');
  await buyer.getByRole('button', { name: 'Report' }).first().click();
  await expect(buyer.getByRole('dialog', { name: 'Report this suggestion' })).toBeVisible();
  await buyer.screenshot({ path: 'test-results/moderation-report-dialog-375.png' });
  await buyerContext.close();
  await opContext.close();
});
