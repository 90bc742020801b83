import { browser } from 'wxt/browser';

/**
 * Messages to the background worker.
 * - `open-side-panel`: a page asks the background to open the side panel of a window.
 * - `unread-changed`: the side panel pushes a fresh unread count (`count` omitted: poll now).
 */
export type ExtensionMessage =
  | { type: 'open-side-panel'; windowId: number }
  | { type: 'unread-changed'; count?: number };

/** The name of the port the side panel keeps open while it is shown. */
export const SIDE_PANEL_PORT = 'sidepanel';

const isCount = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0;

export function isExtensionMessage(value: unknown): value is ExtensionMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  switch (message.type) {
    case 'open-side-panel':
      return typeof message.windowId === 'number';
    case 'unread-changed':
      return message.count === undefined || isCount(message.count);
    default:
      return false;
  }
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
