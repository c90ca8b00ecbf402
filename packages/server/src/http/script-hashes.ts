import { createHash } from 'node:crypto';

/** Inline `<script>` elements (no `src`) and their text, as the browser hashes it. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The policy with `script-src` also admitting the page's own inline scripts by their SHA-256, and nothing else: a
 * page we render (the API reference) keeps the app's strict policy instead of 'unsafe-inline'.
 */
export function withInlineScriptHashes(policy: string, html: string): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
  if (hashes.length === 0) return policy;
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '');
  const index = directives.findIndex((directive) => directive.split(/\s+/)[0] === 'script-src');
  const scriptSrc = index === -1 ? "script-src 'self'" : (directives[index] as string);
  const updated = `${scriptSrc} ${hashes.join(' ')}`;
  if (index === -1) directives.push(updated);
  else directives[index] = updated;
  return directives.join(';');
}
