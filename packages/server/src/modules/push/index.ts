export { PushService } from './push.service.js';
export { PushNotifier } from './push-notifier.js';
export { pushRoutes } from './push.routes.js';
export { resolveVapidKeys, vapidKeysOnce, type VapidKeys } from './vapid-keys.js';
