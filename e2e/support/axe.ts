import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// Accessibility in the journeys (issue 11 §6): axe-core (4.14, the version the fault was found with) runs on every
// screen a journey photographs, and a serious or critical violation fails the journey with what and where.

const require = createRequire(import.meta.url);
let source: Promise<string> | undefined;
const axeSource = () => (source ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8'));

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The page's serious and critical violations (WCAG 2.x A/AA and best practice rules), none when it is clean. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const hasAxe = await page.evaluate('typeof window.axe === "object"');
  // Evaluated through the DevTools protocol, which the page's CSP (script-src 'self') does not apply to.
  if (!hasAxe) await page.evaluate(await axeSource());
  // With a modal dialog open the page behind it is inert and dimmed by the backdrop (axe would measure its contrast
  // through the backdrop): the screen the player can use is the dialog, so that is what is checked.
  const result = (await page.evaluate(`window.axe.run(
    document.querySelector('[role="dialog"][aria-modal="true"]') ? { include: [['[role="dialog"][aria-modal="true"]']] } : document, {
    resultTypes: ['violations'],
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  })`)) as {
    violations: Array<{
      id: string;
      impact: string | null;
      help: string;
      nodes: Array<{ target: unknown[] }>;
    }>;
  };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.map(String).join(' ')),
    }));
}

/** Fails with a readable list when the page has serious or critical violations. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  if (violations.length === 0) return;
  const lines = violations.map(
    (v) => `  ${v.impact} ${v.id}: ${v.help}\n    at ${v.targets.join('\n    at ')}`,
  );
  throw new Error(
    `axe found ${violations.length} serious/critical rule(s) on ${where}:\n${lines.join('\n')}`,
  );
}
