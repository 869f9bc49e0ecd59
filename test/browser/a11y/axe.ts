import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// Every WCAG A and AA rule axe has, 2.0 through 2.2. Best-practice rules are left out: they are advice, not WCAG.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeFinding {
  rule: string;
  impact: string | null;
  targets: string[];
  summary: string;
}

export interface AxeOutcome {
  violations: AxeFinding[];
  /** Colour-contrast checks axe could not decide (gradients, overlaps): checked by hand elsewhere. */
  undecidedContrast: number;
}

/**
 * Runs axe on the whole page (the host page is plain and clean, so anything found is the widget's), or only inside
 * `include` (a selector) on a page whose own markup is not ours to fix (a generator's theme).
 */
export async function runAxe(page: Page, include?: string): Promise<AxeOutcome> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(
    async ({ tags, include }) => {
      type AxeResults = {
        violations: Array<{
          id: string;
          impact: string | null;
          nodes: Array<{ target: string[]; failureSummary?: string }>;
        }>;
        incomplete: Array<{ id: string; nodes: unknown[] }>;
      };
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe;
      const results = await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations', 'incomplete'],
      });
      return {
        violations: results.violations.flatMap((violation) =>
          violation.nodes.map((node) => ({
            rule: violation.id,
            impact: violation.impact,
            targets: node.target.map(String),
            summary: node.failureSummary ?? '',
          })),
        ),
        undecidedContrast: results.incomplete.find((item) => item.id === 'color-contrast')?.nodes.length ?? 0,
      };
    },
    { tags: WCAG_TAGS, include },
  );
}
