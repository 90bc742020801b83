import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { emailOfMailtoTarget, emailOfSelection } from '../lib/email-detection';
import type { DetectedEmailSource, ExtensionMessage } from '../lib/messaging';

const DEBOUNCE_MS = 250;

/**
 * Tells the background which e-mail address the user has selected or right-clicks as a
 * mailto: link, so the context-menu item reads 'Connect with {email}' before it is shown.
 * Reads only the selection's text and the href of a right-clicked mailto: link; sends only
 * an address or null, never the page's address or content.
 */
export default defineContentScript({
  matches: ['<all_urls>'],
  runAt: 'document_idle',
  main(ctx) {
    let lastSent: string | null = null;
    let timer: number | undefined;
    // After a right-click on a mailto: link its address stands until the next left click or
    // key press, whatever the right-click did to the selection (macOS selects the word).
    let isMailtoPinned = false;

    const send = (email: string | null, source: DetectedEmailSource, isForced = false) => {
      if (!isForced && email === lastSent) return;
      lastSent = email;
      const message: ExtensionMessage = { type: 'email-detected', email, source };
      // The extension may have been reloaded under this page: nothing to tell then.
      browser.runtime.sendMessage(message).catch(() => undefined);
    };

    const checkSelection = (isForced = false) => {
      if (isMailtoPinned) return;
      send(emailOfSelection(window.getSelection()?.toString()), 'selection', isForced);
    };

    const checkSoon = () => {
      clearTimeout(timer);
      timer = ctx.setTimeout(() => checkSelection(), DEBOUNCE_MS);
    };

    // A right-click decides at once (no debounce): the menu is about to open.
    const onMouseDown = (event: MouseEvent) => {
      if (event.button !== 2) {
        isMailtoPinned = false;
        return;
      }
      onContextMenu(event);
    };
    const onContextMenu = (event: MouseEvent) => {
      clearTimeout(timer);
      const mailto = emailOfMailtoTarget(event.target);
      isMailtoPinned = mailto !== null;
      if (mailto) send(mailto, 'mailto', true);
      else checkSelection(true);
    };

    ctx.addEventListener(document, 'selectionchange', checkSoon);
    ctx.addEventListener(document, 'mouseup', (event) => {
      if (event.button === 0) checkSoon();
    });
    ctx.addEventListener(document, 'keydown', () => {
      isMailtoPinned = false;
    });
    ctx.addEventListener(document, 'mousedown', onMouseDown, { capture: true });
    ctx.addEventListener(document, 'contextmenu', onContextMenu, { capture: true });
  },
});
