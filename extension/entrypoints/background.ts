import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { isExtensionMessage } from '../lib/messaging';

/** Opens the side panel from the toolbar button and on request of the popup. */
export default defineBackground(() => {
  void browser.sidePanel.setPanelBehavior({ openPanelOnActionClick: true }).catch((error: unknown) => {
    console.error('Could not make the toolbar button open the side panel', error);
  });

  browser.runtime.onMessage.addListener((message: unknown) => {
    if (!isExtensionMessage(message)) return undefined;
    return browser.sidePanel.open({ windowId: message.windowId }).then(() => true);
  });
});
