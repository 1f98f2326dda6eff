import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe on the page (WCAG 2.1 A and AA rules) and fails on any serious or critical violation,
 * listing each rule with the first offending elements so the report says what to fix.
 */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
  const summary = blocking.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} (${v.nodes.length} element(s): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')})`,
  );
  expect(summary, `accessibility violations on ${label}`).toEqual([]);
}
