import Bowser from 'bowser';

/** What the devices list calls this browser ("Chrome · Android"), so that a user can tell their devices apart. */
export function deviceName(userAgent: string): string {
  const parsed = Bowser.parse(userAgent);
  const name = [parsed.browser.name, parsed.os.name].filter(Boolean).join(' · ');
  return name || userAgent.slice(0, 60);
}
