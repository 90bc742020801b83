import { browser } from 'wxt/browser';
import { SIDE_PANEL_PORT } from '../lib/messaging';

/**
 * Whether a side panel is shown: each open side panel holds a port named 'sidepanel'
 * (extension/lib/side-panel-presence.ts), which disconnects when it closes.
 */
export function trackSidePanelPorts(): { isOpen: () => boolean } {
  const ports = new Set<unknown>();
  browser.runtime.onConnect.addListener((port) => {
    if (port.name !== SIDE_PANEL_PORT) return;
    ports.add(port);
    port.onDisconnect.addListener(() => ports.delete(port));
  });
  return { isOpen: () => ports.size > 0 };
}
