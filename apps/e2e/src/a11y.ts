import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const IMPACTS = ['minor', 'moderate', 'serious', 'critical'] as const;

/**
 * axe-core on the page as it is now: no serious or critical violations (or, with `least`, none
 * from that impact up; `bestPractice` adds axe's best-practice rules: landmarks, headings).
 * WCAG 2.1 A is in the set: its rule that a control's accessible name holds its visible words
 * (2.5.3, label-content-name-mismatch) is serious. Call it on every page a journey visits, after
 * the content has loaded.
 */
export async function expectAccessible(
  page: Page,
  {
    least = 'serious',
    bestPractice = false,
  }: { least?: (typeof IMPACTS)[number]; bestPractice?: boolean } = {},
) {
  const results = await new AxeBuilder({ page })
    .withTags([
      'wcag2a',
      'wcag2aa',
      'wcag21a',
      'wcag21aa',
      ...(bestPractice ? ['best-practice'] : []),
    ])
    .analyze();
  const from = IMPACTS.indexOf(least);
  const blocking = results.violations
    .filter((violation) => IMPACTS.indexOf(violation.impact ?? 'minor') >= from)
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
}
