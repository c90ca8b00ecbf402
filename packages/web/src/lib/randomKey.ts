/**
 * 128 random bits as hex. crypto.randomUUID exists only in secure contexts (HTTPS or localhost), and the app is also
 * opened over plain HTTP on a LAN address; getRandomValues works everywhere.
 */
export function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
