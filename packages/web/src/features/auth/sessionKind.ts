import type { SessionKind } from '@guiche/shared';

/**
 * Where this page runs, for login's sessionKind: the installed app opens in a window of its own (the manifest's
 * display standalone; iOS home-screen apps say navigator.standalone), anything else is a browser tab. With the
 * company's appSession setting, a user keeps one session of each.
 */
export function currentSessionKind(): SessionKind {
  const standalone = window.matchMedia('(display-mode: standalone)').matches;
  const iosHomeScreen = 'standalone' in navigator && navigator.standalone === true;
  return standalone || iosHomeScreen ? 'app' : 'browser';
}
