import { expect, type Page } from '@playwright/test';

export interface PageProblems {
  /** Console errors, uncaught page errors, failed or 4xx/5xx same-origin requests, in order. */
  list(): string[];
  clear(): void;
}

/**
 * Records what a person would never notice but a broken page shows: console errors, uncaught
 * exceptions and same-origin requests that failed or answered with an error status.
 */
export function watchPageProblems(page: Page, origin: string): PageProblems {
  let problems: string[] = [];
  const sameOrigin = (url: string) => url.startsWith(origin);
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('requestfailed', (req) => {
    // A navigation away aborts pending requests; that is not a broken page.
    const failure = req.failure()?.errorText ?? 'failed';
    if (sameOrigin(req.url()) && !failure.includes('ERR_ABORTED')) {
      problems.push(`request failed: ${req.method()} ${req.url()} (${failure})`);
    }
  });
  page.on('response', (res) => {
    if (sameOrigin(res.url()) && res.status() >= 400) {
      problems.push(`HTTP ${res.status()}: ${res.request().method()} ${res.url()}`);
    }
  });
  return {
    list: () => [...problems],
    clear: () => {
      problems = [];
    },
  };
}

/** The consent record of the cookie banner (spec 3), so journeys that are not about it skip it. */
export function consentRecord(): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    essential: true,
    preferences: false,
    analytics: false,
    marketing: false,
    createdAt: now,
    updatedAt: now,
    timestamp: now,
  };
}

/**
 * Stores cookie consent before the first page script runs, once per page (a later logout may
 * remove it and must not see it come back on the next navigation).
 */
export async function preAcceptCookies(page: Page): Promise<void> {
  await page.addInitScript((record) => {
    if (sessionStorage.getItem('e2e-consent-seeded')) return;
    sessionStorage.setItem('e2e-consent-seeded', '1');
    localStorage.setItem('cookieConsent', JSON.stringify(record));
  }, consentRecord());
}

/** Horizontal overflow of the document in CSS pixels (0 when the page fits the viewport). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const el = document.scrollingElement ?? document.documentElement;
    return el.scrollWidth - window.innerWidth;
  });
}

/**
 * Waits until the app has taken the page over (`<html data-app="ready">`, app/providers.tsx). A
 * prerendered page is on screen before that, and a click on it before then does nothing.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('html[data-app="ready"]')).toBeAttached({ timeout: 15_000 });
}
