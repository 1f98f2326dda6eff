import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_BUYER,
  createAccountViaApi,
  fillCompanyForm,
  loginThroughForm,
  openAs,
  registerThroughForm,
} from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { latestMailId, linkInMail, waitForMail } from './support/mailbox';
import { horizontalOverflow, preAcceptCookies } from './support/page-health';

/** Accounts journeys of spec accounts 2.3 to 2.8, 2.10 and 4: sign-up to company, sessions, settings. */

const moreMenu = (page: Page) => page.getByRole('button', { name: 'More' });

async function logoutThroughMenu(page: Page) {
  await moreMenu(page).click();
  await page.getByRole('button', { name: 'Logout' }).click();
}

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
});

test('register, verify by the emailed link, add a company, then a guarded page opens', async ({
  page,
  request,
}) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create New Account' })).toBeVisible();
  await expect(page.getByText('Use at least 12 characters.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('You must accept the Terms to create an account.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'register with errors');

  const account = await registerThroughForm(page);
  await expect(
    page.getByText('Your account has been created. Please check your inbox to verify your email.'),
  ).toBeVisible();
  await expect(page.getByText('You must add company information to activate your account.')).toBeVisible();
  // Sign-up ends with the next step: add the company.
  const nextStep = page.getByRole('region', { name: 'Next step: add your company' });
  await expect(nextStep.getByRole('link', { name: 'Add Company Information' })).toHaveAttribute(
    'href',
    '/create-company',
  );
  await expect(page.getByRole('button', { name: 'Resend Verification Email' })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();

  // A guarded page first asks for a company.
  await page.goto('/suggestions');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(
    page.getByText('You must add company information in order to have access to this feature.'),
  ).toBeVisible();

  const mail = await waitForMail(request, account.email, /verify your email/i);
  await page.goto(linkInMail(mail, '/verify-email'));
  await expect(page.getByText('Your email has been verified successfully.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend Verification Email' })).toHaveCount(0);

  // The same link a second time is refused.
  await page.goto(linkInMail(mail, '/verify-email'));
  await expect(page.getByRole('alert')).toBeVisible();

  await page.goto('/profile');
  await page.getByRole('link', { name: 'Add Company Information' }).first().click();
  await expect(page.getByRole('heading', { name: 'Add Company Information' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Company' }).click();
  await expect(page.getByText('Company Name is required')).toBeVisible();
  await expect(page.getByText('Primary Email is required')).toBeVisible();
  const name = await fillCompanyForm(page);
  await page.getByRole('button', { name: 'Copy Shipping to Billing' }).click();
  await expect(page.getByLabel('Billing City')).toHaveValue('Billings');
  await expect(page.getByLabel('Billing Zip Code')).toHaveValue('59101');
  await expectNoSeriousA11yViolations(page, 'create company');
  await page.getByRole('button', { name: 'Add Company' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Company added successfully.')).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
  // With a company, the next step is the part search.
  await page
    .getByRole('region', { name: 'Next step: find parts' })
    .getByRole('link', { name: 'Search parts' })
    .click();
  await expect(page).toHaveURL(/\/partmatcher\/partsearch/);
  await page.goBack();
  await expect(page.getByText('You must add company information to activate your account.')).toHaveCount(0);
  await expect(page.getByText('Not Provided').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'profile');
  // The profile's alerts disappear after 5 seconds.
  await expect(page.getByText('Company added successfully.')).toHaveCount(0, { timeout: 8_000 });

  await page.goto('/suggestions');
  await expect(page).toHaveURL(/\/suggestions$/);
  await expect(page.getByRole('heading', { name: 'Suggestions', exact: true })).toBeVisible();
});

test('a guard sends a guest to login and back to the page they wanted', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  await expectNoSeriousA11yViolations(page, 'login');
  await loginThroughForm(page, DEMO_BUYER);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'User Settings' })).toBeVisible();

  // Already logged in: /login and /register go to the origin, else home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);

  // Without a remembered origin, login lands on the part search for a user with a company (issue 21,
  // item 18); a wrong password shows the server's message.
  await logoutThroughMenu(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_BUYER);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(/invalid email or password/i);
  await loginThroughForm(page, DEMO_BUYER);
  await expect(page).toHaveURL(/\/partmatcher\/partsearch/);
});

test('logging out in one tab logs out the other', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/login');
  await loginThroughForm(first, DEMO_BUYER);
  const second = await context.newPage();
  await second.goto('/settings');
  await expect(second.getByRole('heading', { name: 'User Settings' })).toBeVisible();

  await logoutThroughMenu(first);
  await expect(first).toHaveURL(/\/$/);
  await expect(first.getByText('You have been logged out.')).toBeVisible();

  // The other tab follows: its guarded page sends it to login, with the same message.
  await expect(second).toHaveURL(/\/login$/);
  await expect(second.getByText('You have been logged out.')).toBeVisible();
  await expect(second.getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(second.getByText('You have been logged out.')).toHaveCount(0, { timeout: 8_000 });
});

test('changing the password with "Sign me out of other devices" ends the other browser session', async ({
  browser,
  page,
  request,
}) => {
  const account = await createAccountViaApi(request, { verified: true, company: true });
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await preAcceptCookies(otherPage);
  await otherPage.goto('/login');
  await loginThroughForm(otherPage, account.email, account.password);

  await openAs(page, account, '/settings');
  await page.getByRole('button', { name: 'Reset password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog.getByText('Use at least 12 characters.')).toBeVisible();
  await expect(dialog.getByText("Don't reuse your current or a recent password.")).toBeVisible();
  await expect(dialog.getByLabel('Sign me out of other devices')).toBeChecked();
  await dialog.getByLabel('Current Password', { exact: true }).fill(account.password);
  await dialog.getByLabel('New Password', { exact: true }).fill('a-brand-new-password-2');
  await dialog.getByLabel('Confirm New Password', { exact: true }).fill('a-different-password-3');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog.getByText("Passwords don't match.")).toBeVisible();
  // Show/hide per field.
  await dialog.getByRole('button', { name: 'Show new password' }).click();
  await expect(dialog.getByLabel('New Password', { exact: true })).toHaveAttribute('type', 'text');
  await expectNoSeriousA11yViolations(page, 'change password dialog');
  await dialog.getByLabel('Confirm New Password', { exact: true }).fill('a-brand-new-password-2');
  const before = await page.evaluate(() => localStorage.getItem('refreshToken'));
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();
  // This tab keeps working with the new tokens.
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).not.toBe(before);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();

  // The other browser's session is over as soon as it needs its (revoked) refresh token.
  await otherPage.evaluate(() => localStorage.removeItem('accessToken'));
  await otherPage.goto('/settings');
  await expect(otherPage).toHaveURL(/\/login$/);
  await expect(otherPage.getByText('Your session expired. Please log in again.')).toBeVisible();
  await loginThroughForm(otherPage, account.email, 'a-brand-new-password-2');
  await expect(otherPage).toHaveURL(/\/settings$/);
  await other.close();
});

test('forgot password, reset by the emailed link, and land logged in', async ({ page, request }) => {
  const account = await createAccountViaApi(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email').fill('not an email');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Email is invalid')).toBeVisible();
  const afterId = await latestMailId(request);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(/If an account exists for that email/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'forgot password');

  const mail = await waitForMail(request, account.email, /reset/i, { afterId });
  await page.goto(linkInMail(mail, '/reset-password'));
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('New password is required')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('reset-password-works-4');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('reset-password-works-4');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(
    page.getByText('Your password has been reset. You can now log in with your new password.'),
  ).toBeVisible();
  await expect(moreMenu(page)).toBeVisible();

  // The link works once.
  await logoutThroughMenu(page);
  await page.goto(linkInMail(mail, '/reset-password'));
  await page.getByLabel('New Password', { exact: true }).fill('another-password-5x');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('another-password-5x');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toContainText(/invalid or has expired/);
});

test('settings dialogs save and explain what they did', async ({ page, request }) => {
  const account = await createAccountViaApi(request, { verified: true, company: true });
  await openAs(page, account, '/settings');
  await expect(page.getByRole('heading', { name: 'User Settings' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'settings');

  // Edit Contact Information.
  await page.getByRole('button', { name: 'Edit' }).nth(2).click();
  let dialog = page.getByRole('dialog', { name: 'Edit Contact Information' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('No changes detected.')).toBeVisible();
  await dialog.getByLabel('First Name').fill('Morgan');
  await expect(dialog.getByText('No changes detected.')).toHaveCount(0);
  await dialog.getByLabel('Mobile Phone').fill('(555) 010-9999');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByText(/Morgan Quarry/)).toBeVisible();

  // Edit Company Details: change counting, blank rule, read-only name.
  await page.getByRole('button', { name: 'Edit' }).nth(3).click();
  dialog = page.getByRole('dialog', { name: 'Edit Company Details' });
  await expect(dialog.getByText('No changes', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await expect(dialog.getByText(/contact support/)).toBeVisible();
  await dialog.getByLabel('Main Phone').fill('  ');
  await expect(dialog.getByText('These required fields cannot be blank: Main Phone')).toBeVisible();
  await expect(dialog.getByText('Required', { exact: true })).toBeVisible();
  await expect(dialog.getByText('1 change(s) detected')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await dialog.getByLabel('Main Phone').fill('(555) 010-2030');
  await expect(dialog.getByText('No changes', { exact: true })).toBeVisible();
  await dialog.getByLabel('Fax').fill('(555) 010-4040');
  await dialog.getByRole('tab', { name: 'Billing Address' }).click();
  await dialog.getByLabel('Billing City').fill('Helena');
  await dialog.getByRole('tab', { name: 'Emails' }).click();
  await dialog.getByLabel('Secondary Email').fill('not-an-email');
  await expect(dialog.getByText('Invalid email')).toBeVisible();
  await dialog.getByLabel('Secondary Email').fill('office@api-equipment.test');
  await expect(dialog.getByText('3 change(s) detected')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'edit company dialog');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Company updated successfully.')).toBeVisible();

  // Email Notification Settings: parent/child rule; no order group without a member id.
  await page.getByRole('button', { name: 'Edit' }).nth(1).click();
  dialog = page.getByRole('dialog', { name: 'Email Notification Settings' });
  await expect(dialog.getByLabel('Order and Quote Emails')).toHaveCount(0);
  await dialog.getByLabel('Message Emails').uncheck();
  for (const child of ['Part Search Emails', 'For Sale Emails', 'General Request Emails']) {
    await expect(dialog.getByLabel(child)).not.toBeChecked();
    await expect(dialog.getByLabel(child)).toBeDisabled();
  }
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Email settings saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).nth(1).click();
  await expect(dialog.getByLabel('Message Emails')).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Enable all' }).click();
  await expect(dialog.getByLabel('Part Search Emails')).toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Cookie Settings: the banner's dialog.
  await page.getByRole('button', { name: 'Edit' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Cookie Settings' });
  await expect(dialog.getByLabel('Essential')).toBeDisabled();
  await dialog.getByLabel('Analytics').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Cookie preferences saved.')).toBeVisible();
  await expect(page.getByText('Essential, Analytics.')).toBeVisible();
  const serverConsent = await request.get('/api/consent', {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}` },
  });
  expect(((await serverConsent.json()) as { data: { analytics: boolean } }).data.analytics).toBe(true);
});

test('a member sees the payout button and a Stripe callback reports back on the profile', async ({
  page,
}) => {
  await page.goto('/login');
  await loginThroughForm(page, 'dealer@demo.test');
  await expect(page).toHaveURL(/\/partmatcher\/partsearch/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();
  const connect = page.getByRole('button', { name: 'Connect Stripe Account' });
  const connected = page.getByText('Connected Stripe Account');
  await expect(connect.or(connected)).toBeVisible();

  await page.goto('/stripe/callback?error=access_denied&error_description=The%20user%20denied%20access');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Stripe connect failed: The user denied access')).toBeVisible();
  // The demo dealer's company has a (simulated) payout account; connecting is e2e/payments.spec.ts.
  await expect(connected).toBeVisible();
  await page.goto('/stripe/success');
  await expect(page.getByRole('heading', { name: 'Stripe Connected' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('the account screens fit a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const account = await createAccountViaApi(request, { verified: true, company: true });
  for (const path of ['/login', '/register', '/forgot-password']) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
  }
  await openAs(page, account, '/profile');
  for (const path of ['/profile', '/settings', '/create-company']) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
  }
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Edit' }).nth(3).click();
  await expect(page.getByRole('dialog', { name: 'Edit Company Details' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('a user who has a company is sent from /create-company to the profile, and no second company appears', async ({
  page,
  request,
}) => {
  const account = await createAccountViaApi(request, { verified: true, company: true });
  await openAs(page, account, '/create-company');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(
    page.getByText(
      'Your account already has a company. To add another company to your account, please contact support.',
    ),
  ).toBeVisible();
  // The server refuses a second company as well, whatever a client sends.
  const res = await request.post('/api/company', {
    headers: { authorization: `Bearer ${account.accessToken}` },
    data: {
      name: 'Second Co',
      phoneMain: '555-0100',
      shipAddress1: '1 Way',
      shipCity: 'Omaha',
      shipState: 'NE',
      shipZip: '68102',
      shipCountry: 'USA',
      email1: 'second@example.test',
    },
  });
  expect(res.status()).toBe(409);
});
