import type { Messages } from '../pt-BR';

/** Texts of Web Push in "My profile". */
export const push: Pick<Messages, 'push'> = {
  push: {
    thisDevice: 'Notifications on this device',
    onHint:
      'You are told here of new conversations in your queues, messages in your conversations, transfers and internal chat, even with Guichê closed, within your working hours.',
    offHint: 'Turn on to be told even with Guichê closed, as on your phone.',
    unsupported:
      'This browser does not receive push notifications. On a phone, install Guichê from the browser menu (Add to Home screen) and turn them on there.',
    denied: "Guichê's notifications are blocked in the browser settings. Allow them to turn this on.",
    enableFailed: 'Notifications could not be turned on for this device. Please try again.',
    disableFailed: 'Notifications could not be turned off for this device. Please try again.',
    devices_one: '{{count}} device receives your notifications',
    devices_other: '{{count}} devices receive your notifications',
    lastPush: 'Last notification on {{when}}',
    never: 'No notification sent yet',
    remove: 'Stop notifications on {{device}}',
  },
};
