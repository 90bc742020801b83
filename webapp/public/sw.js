/*
 * Rapport's service worker (issue 14): shows a web push message (the server's PushPayload:
 * title, body, url, tag) and, on click, brings the app to the message's link: an open tab of
 * the app is focused and told where to go (a `rapport:navigate` message carrying the redirect
 * URL, spec 1 §6), otherwise a new window opens there. Only links of this origin are followed.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function payloadOf(event) {
  try {
    return event.data ? event.data.json() : {};
  } catch {
    return { body: event.data ? event.data.text() : '' };
  }
}

self.addEventListener('push', (event) => {
  const payload = payloadOf(event);
  event.waitUntil(
    self.registration.showNotification(payload.title || 'New activity', {
      body: payload.body || '',
      tag: payload.tag || undefined,
      icon: '/favicon.svg',
      data: { url: payload.url || '/' },
    }),
  );
});

function sameOriginPath(url) {
  const target = new URL(url || '/', self.location.origin);
  return target.origin === self.location.origin ? `${target.pathname}${target.search}${target.hash}` : '/';
}

async function openOrFocus(path) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    open.postMessage({ type: 'rapport:navigate', url: path });
    return open.focus();
  }
  return self.clients.openWindow(path);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openOrFocus(sameOriginPath(event.notification.data?.url)));
});
