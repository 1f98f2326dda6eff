import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_DEALER, loginThroughForm, registerThroughForm, uniqueEmail } from './support/accounts';
import { latestMailId, linkInMail, waitForMail } from './support/mailbox';
import { preAcceptCookies } from './support/page-health';

/** Company teams (issue 23): invitations, purchase approval and switching company, in the browser. */

async function newPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await preAcceptCookies(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  return page;
}

test('the dealer admin invites a colleague, who signs up from the email, joins and sees the company', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await newPage(browser);
  await loginThroughForm(admin, DEMO_DEALER);
  await admin.goto('/company/team');
  await expect(admin.getByRole('heading', { name: 'Team of Summit Heavy Parts' })).toBeVisible();
  const email = uniqueEmail('colleague');
  const mark = await latestMailId(admin.request);
  await admin.getByLabel('Email').fill(email);
  await admin.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(admin.getByText(`Invitation sent. (${email})`)).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: email })).toBeVisible();
  const invitation = await waitForMail(admin.request, email, /Join Summit Heavy Parts/, { afterId: mark });

  const colleague = await newPage(browser);
  await colleague.goto(linkInMail(invitation, '/invite'));
  await expect(colleague.getByText(/invited you to join/)).toBeVisible();
  await colleague.getByRole('link', { name: 'Create Account' }).click();
  await registerThroughForm(colleague, { email, firstName: 'Pat', lastName: 'Colleague' });
  const verify = await waitForMail(colleague.request, email, /Verify/);
  await colleague.goto(linkInMail(verify, '/verify-email'));
  await expect(colleague.getByText(/verified/i).first()).toBeVisible();

  await colleague.goto(linkInMail(invitation, '/invite'));
  await colleague.getByRole('button', { name: 'Join Summit Heavy Parts' }).click();
  await expect(colleague).toHaveURL(/\/company\/team$/);
  await expect(colleague.getByText('You are a member of this company.')).toBeVisible();
  // The company's work is theirs now: its messages and orders, from before they joined.
  await colleague.goto('/orders');
  await expect(colleague.getByRole('heading', { name: /Orders/ }).first()).toBeVisible();
  await colleague.goto('/messages');
  await expect(colleague.getByRole('heading', { name: /Messages|Inbox/ }).first()).toBeVisible();
});

test('the buyer admin sets a limit; a member’s larger request is held and the admin approves it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await newPage(browser);
  await loginThroughForm(admin, 'buyer@demo.test');
  await admin.goto('/company/team');
  await admin.getByLabel(/Approval limit per order/).fill('100');
  await admin.getByRole('button', { name: 'Save Limit' }).click();
  await expect(admin.getByText(/above \$100\.00 wait/)).toBeVisible();

  // The member (seeded) orders 10 priced parts from the dealer through the API, then sends it.
  const member = await newPage(browser);
  await loginThroughForm(member, 'buyer2@demo.test');
  const token = await member.evaluate(() => localStorage.getItem('accessToken'));
  const headers = { authorization: `Bearer ${token}` };
  const parts = await (await member.request.get('/api/parts/1R0750?approved=yes', { headers })).json();
  const row = parts.data.parts.find((p: { price: number | null }) => (p.price ?? 0) > 0);
  const created = await member.request.post('/api/orders', {
    headers,
    data: { vendorCompanyId: row.companyId, searchId: row.id, quantity: 20 },
  });
  const orderId = (await created.json()).data.orderId as number;
  await member.goto(`/orders/${orderId}`);
  await member.getByRole('button', { name: 'Submit Order Request' }).click();
  await expect(member.getByText('Waiting for approval by your company admin.').first()).toBeVisible();

  await admin.goto(`/orders/${orderId}`);
  await admin.getByRole('button', { name: 'Approve Request' }).click();
  await expect(admin.getByText(/Approved by Dana/).first()).toBeVisible();
});

test('a user with two companies switches from the navbar', async ({ browser }) => {
  const page = await newPage(browser);
  await loginThroughForm(page, 'counter@demo.test');
  const menu = page.locator('#nav-company');
  await expect(menu).toContainText('Summit Heavy Parts');
  await menu.click();
  await page
    .locator('.dropdown-menu.show .dropdown-item')
    .filter({ hasText: '(Member)' })
    .filter({ hasNotText: '✓' })
    .first()
    .click();
  await expect(menu).not.toContainText('Summit Heavy Parts');
  await page.goto('/company/team');
  await expect(page.getByRole('heading', { name: /^Team of / })).not.toHaveText('Team of Summit Heavy Parts');
});
