import { browser, type Browser } from 'wxt/browser';
import type { PageReport } from './job-page';

/** Every message between the extension's parts; `type` tells them apart. */
export type ExtensionMessage = { type: 'page-report'; report: PageReport } | { type: 'extension-token'; token: string };

/** Sends a message to the background. */
export async function sendToBackground(message: ExtensionMessage): Promise<void> {
  await browser.runtime.sendMessage(message);
}

function isExtensionMessage(value: unknown): value is ExtensionMessage {
  const type = (value as { type?: unknown } | null)?.type;
  return type === 'page-report' || type === 'extension-token';
}

/** Listens for the extension's messages (anything else is ignored). */
export function onExtensionMessage(
  handler: (message: ExtensionMessage, sender: Browser.runtime.MessageSender) => void | Promise<void>,
): void {
  // The polyfill answers with the promise a listener returns (its documented way on every browser).
  // eslint-disable-next-line @typescript-eslint/no-misused-promises
  browser.runtime.onMessage.addListener((message: unknown, sender) => {
    if (!isExtensionMessage(message)) return undefined;
    return Promise.resolve(handler(message, sender)).then(() => undefined);
  });
}
