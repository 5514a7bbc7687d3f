import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules checked: WCAG 2.0 and 2.1, A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** What a screen must never have: a serious or critical violation. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Waits until no CSS transition runs (a dialog fading in, a panel unfolding): axe reads
 * colours as painted, and a half-faded dialog has no contrast to speak of. The tests run
 * with reduced motion, which the theme turns into transitions of 0.01 ms.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
}

/**
 * Runs axe-core on the page as it is and records (softly, so that one test reports every
 * screen it visits) each serious or critical violation: the screen, the rule, its help,
 * and the elements at fault, by selector and HTML.
 */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  await settled(page);
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    // Only the violations are read: axe skips gathering the elements of what passed.
    .options({ resultTypes: ['violations'] })
    // The app has no frame of another origin: axe runs in the page itself, instead of
    // finishing each run in a blank page of its own that the browser must open and draw.
    .setLegacyMode(true)
    .analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const report = blocking.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `      ${node.target.join(' ')}\n        ${node.html.slice(0, 200)}`)
        .join('\n'),
  );
  expect
    .soft(
      report,
      `${screen} on ${page.url()}: ${blocking.length} serious or critical axe violation(s)\n  ${report.join('\n  ')}`,
    )
    .toEqual([]);
}
