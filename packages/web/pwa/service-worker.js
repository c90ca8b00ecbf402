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
