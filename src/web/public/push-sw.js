/*
 * Pautei's service worker: it only shows "Hora de postar" notifications (Web Push) and opens the posting
 * kit when one is tapped. It caches nothing and handles no requests, so the app loads as it always does.
 * The message is what the server sends (src/server/push/publication-push.ts): { title, body, url, tag }.
 */
self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = {};
  }
  const title = typeof message.title === 'string' ? message.title : 'Pautei';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'pt-BR',
      data: { url: typeof message.url === 'string' ? message.url : '/dashboard' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only a page of this site is ever opened, whatever the message says.
  const target = new URL(event.notification.data?.url ?? '/dashboard', self.location.origin);
  const url = target.origin === self.location.origin ? target.href : new URL('/dashboard', self.location.origin).href;
  event.waitUntil(self.clients.openWindow(url));
});

// A new version takes over at once (it has no cache to keep consistent).
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
