import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_BUYER, DEMO_DEALER, loginThroughForm } from './support/accounts';
import { horizontalOverflow, preAcceptCookies } from './support/page-health';

/**
 * Dismantled machines (issue 28): the dealer lists a 320D with pictures and parts; a buyer searches 320,
 * opens it and requests parts (the dealer receives the message); a guest sees it masked; a part search
 * with no stock shows the machine.
 */

const SHOTS = process.env.E2E_SHOTS_DIR;

async function newPage(browser: Browser, email: string | null): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await preAcceptCookies(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  if (email) {
    await page.goto('/login');
    await loginThroughForm(page, email);
  }
  return page;
}

/** A screenshot at 1366 and 375 px (looked at by a person), when E2E_SHOTS_DIR asks for them. */
async function shoot(page: Page, name: string) {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
}

const picture = (colour: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

test('a dealer lists a 320D; a buyer finds it and requests parts; a guest sees it masked', async ({
  browser,
}) => {
  // One journey through three sessions and two uploads: longer than the default minute on a busy machine.
  test.setTimeout(180_000);
  const serial = `E2E${Date.now().toString(36).toUpperCase()}`;
  const dealer = await newPage(browser, DEMO_DEALER);
  await dealer.goto('/machines/manage');
  await expect(dealer.getByRole('heading', { level: 1, name: 'Manage Machines' })).toBeVisible();
  await dealer.getByRole('button', { name: 'List a Machine' }).click();
  const form = dealer.getByRole('form', { name: 'New machine' });
  await form.getByLabel('Manufacturer').selectOption('CAT');
  await form.getByRole('button', { name: 'List Machine' }).click();
  await expect(form.getByRole('alert')).toContainText('Model is required.');
  await form.getByLabel('Model (required)').fill('320D L');
  await form.getByLabel('Serial number').fill(serial);
  await form.getByLabel('Year', { exact: true }).fill('1900');
  await form.getByRole('button', { name: 'List Machine' }).click();
  await expect(form.getByRole('alert')).toContainText('Year must be between 1950 and next year.');
  await form.getByLabel('Year', { exact: true }).fill('2009');
  await form.getByLabel('Hours', { exact: true }).fill('14200');
  await form.getByLabel('City').fill('Waco');
  await form.getByLabel('State').selectOption('TX');
  await form.getByLabel('Status').selectOption('dismantling');
  await form.getByRole('button', { name: 'Add part line' }).click();
  await form.getByLabel('Component').fill('Boom cylinder');
  await form.getByLabel('Price (USD)').fill('1,250');
  await form.getByRole('button', { name: 'Add part line' }).click();
  await form.getByLabel('Component').nth(1).fill('Cab door');
  // A part of the dealer's stock off this machine (the demo dealer stocks 4T-5305): quotable.
  await form.getByLabel('Find a part of your inventory by number').fill('4T-5305');
  await form.getByRole('button', { name: 'Link', exact: true }).first().click();
  await expect(form.getByTestId('linked-parts')).toContainText('4T-5305');
  await form.getByRole('button', { name: 'List Machine' }).click();
  await expect(dealer.getByText('Machine listed. Add its pictures below.')).toBeVisible();

  await dealer.getByLabel(/Add pictures/).setInputFiles([
    { name: 'side.jpg', mimeType: 'image/jpeg', buffer: await picture('#c58b00') },
    { name: 'cab.jpg', mimeType: 'image/jpeg', buffer: await picture('#335577') },
  ]);
  await dealer.getByRole('button', { name: 'Upload Pictures' }).click();
  await expect(dealer.getByTestId('machine-picture')).toHaveCount(2);
  await expect(dealer.getByRole('heading', { name: 'Pictures (2 of 12)' })).toBeVisible();
  await shoot(dealer, 'machines-manage');

  // The buyer: search 320, open the machine, request parts.
  const buyer = await newPage(browser, DEMO_BUYER);
  await buyer.goto('/machines');
  // A watch of the make and model (emailed once a day at most when a match is listed), then removed.
  await buyer.getByLabel('Manufacturer').selectOption('CAT');
  await buyer.getByLabel('Model').fill('320');
  await buyer.getByRole('button', { name: 'Search', exact: true }).click();
  await buyer.getByRole('button', { name: 'Watch CAT 320', exact: true }).click();
  const watches = buyer.getByTestId('machine-watches');
  const removeWatch = watches.getByRole('button', { name: 'Remove the watch CAT 320' });
  await expect(removeWatch.first()).toBeVisible();
  while ((await removeWatch.count()) > 0) {
    const before = await removeWatch.count();
    await removeWatch.first().click();
    await expect(removeWatch).toHaveCount(before - 1);
  }
  await expect(watches.getByText('None yet.')).toBeVisible();
  await buyer.getByLabel('Model').fill('320');
  await buyer.getByLabel('Serial number').fill(serial);
  await buyer.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(buyer.getByTestId('machines-count')).toHaveText('1 machine found.');
  await shoot(buyer, 'machines-list');
  await buyer.getByTestId('machine-row').first().click();
  await expect(buyer.getByRole('heading', { level: 1, name: 'CAT 320D L' })).toBeVisible();
  const parts = buyer.getByTestId('machine-parts');
  await expect(parts).toContainText('Boom cylinder');
  await expect(parts).toContainText('$1,250.00');
  await expect(parts).toContainText('Contact for price');
  await expect(buyer.getByText('Waco, TX')).toBeVisible();
  await shoot(buyer, 'machine-detail');
  // Quick Quote on the machine's stock parts: the request goes to this machine's dealer only.
  const quick = buyer.getByRole('region', { name: 'Quick Quote' });
  await expect(quick).toContainText('4T-5305');
  await quick.getByRole('button', { name: 'Request a Quick Quote' }).click();
  const ask = buyer.getByRole('dialog', { name: 'Request quotes' });
  await expect(ask.getByRole('checkbox')).toHaveCount(1);
  await expect(ask.getByRole('checkbox')).toBeChecked();
  await expect(ask).toContainText('Summit Heavy Parts');
  await ask.getByRole('button', { name: 'Send Request' }).click();
  await expect(buyer.getByText('Quote request sent to 1 dealer.')).toBeVisible();
  await buyer.getByRole('button', { name: 'Request parts from this machine' }).click();
  await buyer.getByRole('button', { name: 'Send Request' }).click();
  await expect(
    buyer.getByRole('form', { name: 'Request parts from this machine' }).getByRole('alert'),
  ).toHaveText('List the parts you need.');
  await buyer.getByLabel(/The parts you need/).fill('Boom cylinder\nFinal drive, left');
  await buyer.getByRole('button', { name: 'Send Request' }).click();
  await expect(buyer.getByTestId('request-sent')).toContainText('Parts request sent to');

  // The dealer receives it as a 'Dismantled machine' message.
  await dealer.goto('/messages');
  await expect(dealer.getByText('Parts request: CAT 320D L').first()).toBeVisible();

  // A guest: the same machine without the dealer, the city, the prices and the pictures.
  const guest = await newPage(browser, null);
  await guest.goto('/machines/guest');
  await expect(guest.getByRole('heading', { level: 1, name: 'Machines Being Dismantled' })).toBeVisible();
  // The heading is in the prerendered page before the app takes over; the count shows once it has.
  await expect(guest.getByTestId('machines-count')).toHaveText(/machines? found/);
  await guest.getByLabel('Serial number').fill(serial);
  await guest.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(guest.getByTestId('machines-count')).toHaveText('1 machine found.');
  await guest.getByTestId('machine-row').first().click();
  await expect(guest).toHaveURL(/\/machines\/guest\/\d+$/);
  await expect(guest.getByTestId('machine-parts')).toContainText('Boom cylinder');
  await expect(guest.getByTestId('machine-parts')).not.toContainText('$1,250.00');
  await expect(guest.getByText('Waco')).toHaveCount(0);
  await expect(guest.getByRole('button', { name: 'Request parts from this machine' })).toHaveCount(0);
  await shoot(guest, 'machine-guest-detail');

  // A part search with no stock: the machines of the make being parted out, ours first (newest).
  await buyer.goto('/partmatcher/partsearch');
  await buyer.getByLabel('Part Number').fill('ZQ9X7W5');
  await buyer.getByLabel('Manufacturer').first().selectOption('CAT');
  await buyer.getByRole('button', { name: 'Search', exact: true }).click();
  const machines = buyer.getByTestId('part-search-machines');
  await expect(
    machines.getByRole('heading', { name: 'Machines being parted out that may have it' }),
  ).toBeVisible();
  await expect(machines.getByRole('link').first()).toContainText('CAT 320D L');
  await shoot(buyer, 'part-search-machines');

  // The dealer removes it: it leaves the buyers' list at once.
  dealer.on('dialog', (d) => void d.accept());
  await dealer.goto('/machines/manage');
  await dealer.getByLabel('Search your machines').fill(serial);
  await expect(dealer.getByTestId('my-machine')).toHaveCount(1);
  await dealer.getByTestId('my-machine').getByRole('button', { name: 'Remove' }).click();
  await expect(dealer.getByText('Machine removed.')).toBeVisible();
  await buyer.goto('/machines');
  await buyer.getByLabel('Serial number').fill(serial);
  await buyer.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(buyer.getByTestId('machines-count')).toHaveText('0 machines found.');
});
