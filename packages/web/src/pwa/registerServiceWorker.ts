/**
 * Registers the service worker of the built app (/sw.js, written by the build), which makes Guichê installable and
 * shows an offline page without a network. Not in development: Vite's dev server has no /sw.js, and a worker caching
 * modules would hide changes. A failed registration leaves the app as it was, a web page.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('service worker not registered', error);
    });
  });
}
