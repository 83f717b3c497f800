import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { createTestApp, type TestApp } from './harness.js';
import { Receiver } from './receiver.js';

/**
 * Debian's Chromium, headless (never a browser a tool downloads). The background-networking flags keep it
 * from calling out to Google's services, which this machine's closed network refuses.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A page in a context of its own that fails on any request off `base`: the dashboard and the portal bundle
 * everything, so a request elsewhere is a defect. Closing it is the caller's (`page.context().close()`).
 */
export async function originOnlyPage(
  browser: Browser,
  base: string,
  options: { locale: string; width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({
    locale: options.locale,
    viewport: { width: options.width, height: options.height },
  });
  context.setDefaultTimeout(8000);
  const page = await context.newPage();
  page.on('request', (request) => {
    if (!request.url().startsWith(base) && !request.url().startsWith('data:')) {
      throw new Error(`request off the origin: ${request.url()}`);
    }
  });
  return page;
}

/** Where the dashboard's browser tests write their screenshots: kept out of git (.gitignore), kept by CI. */
export const SCREENSHOTS = 'test-results/dashboard';

/** What a dashboard browser suite runs against: the real app listening on this host, and Chromium. */
export interface DashboardSuite {
  t: TestApp;
  /** The app's origin, `http://127.0.0.1:<port>`. */
  base: string;
  browser: Browser;
  /** A webhook receiver, when the suite asked for one. */
  receiver: Receiver | null;
  /** A page in a context of its own that only the app's origin may serve (`originOnlyPage`). */
  openPage(options: { locale: string; width?: number; height?: number }): Promise<Page>;
  close(): Promise<void>;
}

/** Starts a dashboard suite (in `beforeAll`; `close` it in `afterAll`) with the app's settings `env`. */
export async function startDashboardSuite(
  env: Record<string, string>,
  options: { receiver?: boolean } = {},
): Promise<DashboardSuite> {
  const t = await createTestApp(env);
  const receiver = options.receiver ? await Receiver.start() : null;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  mkdirSync(SCREENSHOTS, { recursive: true });
  const contexts: BrowserContext[] = [];
  return {
    t,
    base,
    browser,
    receiver,
    async openPage({ locale, width = 1366, height = 860 }) {
      const page = await originOnlyPage(browser, base, { locale, width, height });
      contexts.push(page.context());
      return page;
    },
    async close() {
      for (const context of contexts) await context.close();
      await receiver?.stop();
      await browser.close();
      await t.close();
    },
  };
}
