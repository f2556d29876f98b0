import { mkdirSync, statfsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';

/** Flags that keep Chromium from reaching hosts this machine cannot reach (../shared/FACTS.md). */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const desktop = { width: 1280, height: 800 };
export const phone = { width: 390, height: 844 };

const screenshotDir = path.resolve(__dirname, '../../test-results/screenshots');

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** Lets a test inject scripts (axe-core) that the app's Content-Security-Policy rightly blocks. */
  bypassCSP?: boolean;
  /** The browser's IANA time zone (default: this machine's), for what pages show in the viewer's zone. */
  timezoneId?: string;
  /** The position the browser reports, and the permissions it grants the app (e.g. `geolocation`). */
  geolocation?: { latitude: number; longitude: number };
  permissions?: string[];
}

export interface Browser {
  /** A fresh context (own cookies and storage). */
  newPage(options?: PageOptions): Promise<Page>;
  close(): Promise<void>;
}

/** Whether /dev/shm is missing or under 512 MB (Docker's default is 64 MB). */
function smallSharedMemory(): boolean {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    return bavail * bsize < 512 * 1024 * 1024;
  } catch {
    return true;
  }
}

/** Debian's Chromium, headless, on a fresh temporary profile; never a downloaded browser. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: chromiumArgs,
    // Playwright's default moves Chromium's shared memory from /dev/shm to files in the temporary
    // directory (for containers whose /dev/shm is 64 MB); where /dev/shm is large, memory is cheaper.
    ignoreDefaultArgs: smallSharedMemory() ? [] : ['--disable-dev-shm-usage'],
  });
  return {
    async newPage({ viewport = desktop, bypassCSP = false, timezoneId, geolocation, permissions } = {}) {
      const ctx = await browser.newContext({
        viewport,
        bypassCSP,
        ...(timezoneId ? { timezoneId } : {}),
        geolocation,
        permissions,
        isMobile: viewport.width < 500,
        hasTouch: viewport.width < 500,
      });
      return ctx.newPage();
    },
    close: () => browser.close(),
  };
}

/**
 * With `SCREENSHOTS=1`, saves `test-results/screenshots/<name>-<desktop|phone>.png` (git-ignored
 * artefacts for looking at the pages, not assertions). Off by default: a full-page capture and its
 * PNG encoding are some of the heaviest work Chromium does in a run, on a 2-core machine shared
 * by two test workers.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  mkdirSync(screenshotDir, { recursive: true });
  const kind = (page.viewportSize()?.width ?? desktop.width) < 500 ? 'phone' : 'desktop';
  await page.screenshot({ path: path.join(screenshotDir, `${name}-${kind}.png`), fullPage: true });
}
