/**
 * JSON as Meta puts it on the wire for webhooks: non-ASCII escaped as `\uXXXX` with lowercase hex (astral
 * characters as their surrogate pairs) and `/` escaped as `\/`. Meta signs these bytes, so a receiver that
 * re-serialises the parsed body computes a different HMAC for any payload with an accent, an emoji or a URL.
 */
export function metaJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(/\//g, '\\/');
}
