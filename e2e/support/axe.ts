import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type * as Axe from 'axe-core';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core's browser script, read once per test worker. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's serious and critical violations of WCAG 2.1 A/AA on the page as it is now, one line each.
 *
 * axe-core runs in the page directly: injected once per document and asked for violations only.
 * @axe-core/playwright injected it again on every call, opened a blank page to finish each run and
 * serialised every passing node: 1.3 to 7.9 s a call where this takes 0.1 to 1 s. The console has no
 * frames, and the check says so if one appears rather than skip what is inside it.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const frames = page.frames().length;
  if (frames > 1) throw new Error(`the page has ${frames - 1} frame(s): seriousViolations checks one document`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  }, WCAG_21_AA);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.targets.join(', ')}`);
}
