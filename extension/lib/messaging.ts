import { browser } from 'wxt/browser';

/** Messages between the extension's pages and its background worker. */
export type ExtensionMessage = { type: 'open-side-panel'; windowId: number };

export function isExtensionMessage(value: unknown): value is ExtensionMessage {
  const message = value as Partial<ExtensionMessage> | null;
  return message?.type === 'open-side-panel' && typeof message.windowId === 'number';
}

export function sendExtensionMessage(message: ExtensionMessage): Promise<unknown> {
  return browser.runtime.sendMessage(message);
}

/**
 * Opens the side panel of a window. Called straight from a click where possible (Chrome
 * requires a user gesture); otherwise the background worker is asked to do it.
 */
export async function openSidePanel(windowId: number): Promise<void> {
  try {
    await browser.sidePanel.open({ windowId });
  } catch {
    await sendExtensionMessage({ type: 'open-side-panel', windowId });
  }
}
