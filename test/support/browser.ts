import { type Browser, chromium, type Page } from 'playwright-core';

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
