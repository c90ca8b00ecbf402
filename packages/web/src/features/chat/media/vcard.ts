/** The name (FN) and first phone number (TEL, digits only) of a shared contact card; either may be missing. */
export function parseVCard(vcard: string): { name: string | null; number: string | null } {
  let name: string | null = null;
  let number: string | null = null;
  for (const line of vcard.split(/\r?\n/)) {
    const upper = line.toUpperCase();
    if (name === null && upper.startsWith('FN:')) name = line.slice(3).trim() || null;
    if (number === null && upper.startsWith('TEL')) {
      const value = line.slice(line.indexOf(':') + 1);
      // 'waid=5511…:+55 11 …' carries the number twice; the digits after the colon are the one shown.
      const digits = value.replace(/\D/g, '');
      number = digits || null;
    }
  }
  return { name, number };
}

/** A location body 'latitude,longitude' (optionally followed by a description line), or null when it is not one. */
export function coordinatesOf(body: string): { latitude: number; longitude: number } | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)/.exec(body);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}
