import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { forgetNotification, onActivityNotificationClicked } from '../background/activity-notification';
import { setBadgeColor, showUnreadCount } from '../background/badge';
import { createConnectMenu, onConnectMenuClicked } from '../background/connect-menu';
import { createPeopleMenu, onPeopleMenuClicked } from '../background/people-menu';
import { trackSidePanelPorts } from '../background/side-panel-ports';
import { createPollQueue, ensurePollAlarm, pollUnread, UNREAD_ALARM } from '../background/unread-poll';
import { readAuth, watchAuth } from '../lib/auth-storage';
import { isExtensionMessage } from '../lib/messaging';

const logFailure = (what: string) => (error: unknown) => console.error(what, error);

/**
 * Event-driven: the toolbar button opens the side panel; the context menu opens quick-connect
 * on the address it was used on (no script runs on pages); a minute alarm polls the unread count for the badge
 * and notifies new activity while the side panel is closed.
 */
export default defineBackground(() => {
  // Firefox has no sidePanel API: its sidebar is opened from the browser's own UI.
  if (browser.sidePanel) {
    void browser.sidePanel
      .setPanelBehavior({ openPanelOnActionClick: true })
      .catch(logFailure('Could not make the toolbar button open the side panel'));
  }
  void setBadgeColor().catch(logFailure('Could not set the badge colour'));
  void ensurePollAlarm().catch(logFailure('Could not schedule the unread poll'));

  const sidePanel = trackSidePanelPorts();
  const polls = createPollQueue(() =>
    pollUnread({ fetch: (input, init) => fetch(input, init), isSidePanelOpen: sidePanel.isOpen }),
  );

  browser.runtime.onStartup.addListener(() => void polls.request());
  browser.runtime.onInstalled.addListener(() => {
    void createConnectMenu().then(createPeopleMenu).catch(logFailure('Could not create the context menu'));
    void polls.request();
  });
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === UNREAD_ALARM) void polls.request();
  });
  // Sign-in, sign-out and a changed server: the badge follows at once.
  watchAuth(() => void polls.request());

  browser.runtime.onMessage.addListener((message: unknown) => {
    if (!isExtensionMessage(message)) return undefined;
    switch (message.type) {
      case 'open-side-panel':
        return browser.sidePanel.open({ windowId: message.windowId }).then(() => true);
      case 'unread-changed':
        if (message.count === undefined) void polls.request();
        else void showUnreadCount(message.count);
        return undefined;
    }
  });

  browser.contextMenus.onClicked.addListener((info, tab) => {
    void onConnectMenuClicked(info, tab).catch(logFailure('Could not open quick-connect'));
    void onPeopleMenuClicked(info, tab).catch(logFailure('Could not read the people on the page'));
  });

  browser.notifications.onClicked.addListener((id) => {
    void onActivityNotificationClicked(id, async () => (await readAuth()).serverUrl).catch(
      logFailure('Could not open the notified activity'),
    );
  });
  browser.notifications.onClosed.addListener((id) => void forgetNotification(id));
});
