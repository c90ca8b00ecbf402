import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { addDevice } from './pushApi';
import { currentSubscription, pushSupport } from './browserPush';
import { deviceName } from './deviceName';

/** What the service worker posts to a window when a notification is clicked (pwa/service-worker.js). */
interface OpenRoute {
  type: 'guiche:open';
  path: string;
}

const isOpenRoute = (data: unknown): data is OpenRoute =>
  typeof data === 'object' &&
  data !== null &&
  (data as OpenRoute).type === 'guiche:open' &&
  typeof (data as OpenRoute).path === 'string' &&
  (data as OpenRoute).path.startsWith('/');

/**
 * The signed-in app's side of the service worker: a clicked notification opens its ticket or chat here without a
 * reload, and a device that receives pushes hands its subscription to this session (the server ends a device's
 * pushes with the session that subscribed it, so each new sign-in on the device takes them over).
 */
export function ServiceWorkerBridge() {
  const navigate = useNavigate();

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      if (isOpenRoute(event.data)) void navigate(event.data.path);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);

  useEffect(() => {
    if (pushSupport() !== 'supported' || Notification.permission !== 'granted') return;
    currentSubscription()
      .then((subscription) => subscription && addDevice(subscription.toJSON(), deviceName(navigator.userAgent)))
      .catch(() => undefined);
  }, []);

  return null;
}
