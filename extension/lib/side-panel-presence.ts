import { browser } from 'wxt/browser';
import { SIDE_PANEL_PORT } from './messaging';

/**
 * Keeps a port to the background open while the side panel is shown, so the background
 * sends no notifications then. The worker may be stopped and restarted: reconnect each time.
 */
export function announceSidePanel(): void {
  const connect = () => {
    try {
      browser.runtime.connect({ name: SIDE_PANEL_PORT }).onDisconnect.addListener(() => setTimeout(connect, 1000));
    } catch {
      // The extension was reloaded under this page: it is gone with it.
    }
  };
  connect();
}
