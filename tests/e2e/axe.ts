import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A and AA, and axe's best practices. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface Violation {
  id: string;
  impact: string | null | undefined;
  targets: string[];
}

/** Runs axe-core on the page as it is now (the context must bypass the CSP to inject it). */
export async function audit(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, axeTags);
}

/**
 * axe in the light theme, then in the dark one (what the theme toggle sets), on the page as it is
 * now: no reload, so an open list or dialog stays open. Motion is reduced first, so no colour is
 * measured halfway through the theme's transition.
 */
export async function auditBothThemesInPlace(page: Page): Promise<{ light: Violation[]; dark: Violation[] }> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const light = await audit(page);
  await page.evaluate(() => (document.body.dataset.theme = 'dark'));
  const dark = await audit(page);
  await page.evaluate(() => delete document.body.dataset.theme);
  return { light, dark };
}

/**
 * axe in each theme, the page loaded afresh in it (the theme follows the system's at load) once
 * `ready` says it is there; motion reduced. Only the themes with violations are in the answer.
 */
export async function auditBothThemesReloaded(
  page: Page,
  ready: () => Promise<unknown>,
): Promise<Record<string, Violation[]>> {
  const found: Record<string, Violation[]> = {};
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.reload();
    await ready();
    await page.waitForFunction((want) => (document.body.dataset.theme ?? 'light') === want, theme);
    const violations = await audit(page);
    if (violations.length > 0) found[theme] = violations;
  }
  return found;
}
