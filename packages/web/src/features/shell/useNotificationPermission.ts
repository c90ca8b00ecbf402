import { useEffect } from 'react';

/** Spec 1 §2: the browser's notification permission is requested at start; without support, a log line. */
export function useNotificationPermission(): void {
  useEffect(() => {
    if (!('Notification' in window)) {
      console.warn('This browser does not support desktop notifications.');
      return;
    }
    if (Notification.permission === 'default') void Notification.requestPermission();
  }, []);
}
