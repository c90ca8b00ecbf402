/*
 * Guichê's service worker: the installed app opens fast and says so when there is no network. It caches the shell
 * (the hashed scripts and styles, icons, the manifest) and the offline page, never what the API answers, media or
 * socket traffic: those are a company's data and must be fresh. The build (vite.config.ts) writes this file as
 * /sw.js with its build id in BUILD, so each deployment is a new worker that drops the caches of the one before.
 */
const BUILD = '__BUILD_ID__';
const CACHE = `guiche-shell-${BUILD}`;
const OFFLINE_PAGE = '/offline.html';
const PRECACHED = [OFFLINE_PAGE, '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png'];
/** Paths never answered from a cache: the API, sockets, media links, and the files that say which build is live. */
const NEVER_CACHED = ['/api/', '/socket.io', '/public/', '/version.json', '/sw.js'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHED))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** Hashed files never change under their name: the cache answers, the network fills it. */
async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

/** Pages always come from the network (a new build shows at once); without one, the offline page. */
async function networkFirstPage(request) {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(OFFLINE_PAGE)) ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NEVER_CACHED.some((prefix) => url.pathname.startsWith(prefix))) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request));
    return;
  }
  if (url.pathname.startsWith('/assets/') || PRECACHED.includes(url.pathname) || url.pathname.startsWith('/icons/')) {
    event.respondWith(cacheFirst(request));
  }
});

/**
 * Web Push (issue 41): the server writes the notification (title, body in the user's language, the route to open);
 * this shows it. When a window of the app is in front, the app's own bell has already told the user (its socket
 * heard the same event), so nothing is shown twice: browsers require a notification only for pushes that arrive
 * while no window of the site is visible. One tag per ticket or chat: a newer push replaces the older one, with a new alert.
 */
self.addEventListener('push', (event) => {
  event.waitUntil(showPush(event));
});

async function showPush(event) {
  let push;
  try {
    push = event.data?.json();
  } catch {
    return;
  }
  if (!push || typeof push.title !== 'string' || typeof push.url !== 'string') return;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.some((client) => client.visibilityState === 'visible' && client.focused)) return;
  await self.registration.showNotification(push.title, {
    body: push.body,
    tag: push.tag,
    renotify: true,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    lang: self.navigator.language,
    data: { url: push.url },
  });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url;
  if (typeof url === 'string') event.waitUntil(openRoute(url));
});

/**
 * Opens a route of the app (only a path of this origin): in a window already open, which the app moves there
 * without a reload (features/push/ServiceWorkerRoutes.tsx listens for guiche:open), else in a new one.
 */
async function openRoute(url) {
  const target = new URL(url, self.location.origin);
  if (target.origin !== self.location.origin) return;
  const path = `${target.pathname}${target.search}`;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(path);
    return;
  }
  open.postMessage({ type: 'guiche:open', path });
  await open.focus().catch(() => undefined);
}
