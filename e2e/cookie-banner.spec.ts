import { expect, test, type Page } from '@playwright/test';
import { createAccountViaApi, loginThroughForm } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { waitForApp } from './support/page-health';

/** The cookie banner of spec accounts 2.1 and 4: three ways to choose, stored under `cookieConsent`. */

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

async function storedConsent(page: Page) {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as Record<string, unknown> | null,
  );
}

async function expectChoiceSurvivesReload(page: Page, expected: Record<string, boolean>) {
  const stored = await storedConsent(page);
  expect(stored).toMatchObject({ essential: true, ...expected });
  for (const key of ['createdAt', 'updatedAt', 'timestamp']) expect(typeof stored?.[key]).toBe('string');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect(await storedConsent(page)).toMatchObject(expected);
}

test('"Deny non-essential" keeps essential cookies only', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await expect(banner(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'home with the cookie banner');
  const changes: unknown[] = [];
  await page.exposeFunction('recordConsentChange', (detail: unknown) => changes.push(detail));
  await page.evaluate(() =>
    window.addEventListener('cookieConsentChanged', (e) =>
      (window as unknown as { recordConsentChange(d: unknown): void }).recordConsentChange(
        (e as CustomEvent).detail,
      ),
    ),
  );
  await banner(page).getByRole('button', { name: 'Deny non-essential' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => changes.length).toBeGreaterThan(0);
  await expectChoiceSurvivesReload(page, { preferences: false, analytics: false, marketing: false });
});

test('"Allow all" accepts every category', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await banner(page).getByRole('button', { name: 'Allow all' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expectChoiceSurvivesReload(page, { preferences: true, analytics: true, marketing: true });
});

test('"Settings" lets the visitor pick categories and save', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await banner(page).getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Settings' });
  await expect(dialog.getByLabel('Essential')).toBeChecked();
  await expect(dialog.getByLabel('Essential')).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'cookie settings dialog');

  // Cancel changes nothing: the banner still asks.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(banner(page)).toBeVisible();
  expect(await storedConsent(page)).toBeNull();

  await banner(page).getByRole('button', { name: 'Settings' }).click();
  await dialog.getByLabel('Preferences').check();
  await dialog.getByLabel('Marketing').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  await expectChoiceSurvivesReload(page, { preferences: true, analytics: false, marketing: true });
});

test('a guest choice follows the user to the server at login, and logout forgets it here', async ({
  page,
  request,
}) => {
  const account = await createAccountViaApi(request, { verified: true, company: true });
  await page.goto('/login');
  await banner(page).getByRole('button', { name: 'Allow all' }).click();
  await loginThroughForm(page, account.email, account.password);
  await expect
    .poll(async () => {
      const token = await page.evaluate(() => localStorage.getItem('accessToken'));
      const res = await request.get('/api/consent', { headers: { authorization: `Bearer ${token}` } });
      return ((await res.json()) as { data: { analytics?: boolean } | null }).data?.analytics ?? null;
    })
    .toBe(true);

  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedConsent(page)).toBeNull();
  await expect(banner(page)).toBeVisible();

  // Logging in again brings the saved choice back from the server: no banner.
  await page.goto('/login');
  await loginThroughForm(page, account.email, account.password);
  await expect.poll(() => storedConsent(page)).toMatchObject({ analytics: true, marketing: true });
  await expect(banner(page)).toHaveCount(0);
});
