import type { Logger } from 'pino';
import type { Browser, BrowserContext } from 'puppeteer-core';
import type { Egress } from './egress.js';
import type { FetchedPage, PageRenderer } from './fetcher.js';
import { JobsSiteBlockedError } from './jobs-site.errors.js';

/**
 * Reads a page in headless Chromium (puppeteer-core, the machine's browser at CHROME_PATH) for the pages that
 * plain HTTP cannot read. Started on first use, one page at a time, closed with the app. Through a proxy, the page
 * opens in a browser context of its own with that proxy (`proxyServer`), answering an HTTP proxy's credentials
 * challenge with page.authenticate; Chromium cannot authenticate to a SOCKS5 proxy, so such egresses are not used.
 */
export class BrowserFallback implements PageRenderer {
  private browser: Promise<Browser> | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly chromePath: string,
    private readonly logger: Logger,
  ) {}

  canUse(egress: Egress): boolean {
    return !egress.proxy || egress.proxy.protocol !== 'socks5:' || !egress.proxy.username;
  }

  render(url: string, egress: Egress, signal?: AbortSignal): Promise<FetchedPage> {
    const run = this.queue.then(() => this.renderNow(url, egress, signal));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async renderNow(url: string, egress: Egress, signal?: AbortSignal): Promise<FetchedPage> {
    signal?.throwIfAborted();
    const browser = await this.launch();
    const context: BrowserContext | null = egress.proxy
      ? // Chromium skips proxies for loopback addresses unless told not to ('<-loopback>').
        await browser.createBrowserContext({ proxyServer: egress.proxy.server, proxyBypassList: ['<-loopback>'] })
      : null;
    const page = await (context ?? browser).newPage();
    if (egress.proxy?.username) {
      await page.authenticate({ username: egress.proxy.username, password: egress.proxy.password });
    }
    try {
      const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 30_000, signal } as never);
      if (/\/(authwall|signup|uas\/login)/.test(page.url())) throw new JobsSiteBlockedError('authwall');
      return { url, status: response?.status() ?? 200, body: await page.content(), via: 'browser' };
    } finally {
      await page.close().catch(() => undefined);
      await context?.close().catch(() => undefined);
    }
  }

  private launch(): Promise<Browser> {
    this.browser ??= import('puppeteer-core').then(({ default: puppeteer }) => {
      this.logger.info({ chromePath: this.chromePath }, 'Starting the browser fallback');
      return puppeteer.launch({
        executablePath: this.chromePath,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--no-first-run',
        ],
      });
    });
    return this.browser;
  }

  async close(): Promise<void> {
    const browser = await this.browser?.catch(() => undefined);
    this.browser = undefined;
    await browser?.close();
  }
}
