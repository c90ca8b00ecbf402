import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.js';

const UPGRADE = 'upgrade-insecure-requests';

async function policyOf(t: TestApp, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${t.url}/api/health`, { headers });
  return response.headers.get('content-security-policy') ?? '';
}

describe('the Content-Security-Policy and TLS', () => {
  let direct: TestApp;
  let behindProxy: TestApp;
  let httpsPublicUrl: TestApp;
  beforeAll(async () => {
    [direct, behindProxy, httpsPublicUrl] = await Promise.all([
      startTestApp(),
      startTestApp({ config: { trustProxy: ['127.0.0.1'] } }),
      startTestApp({ config: { publicUrl: 'https://guiche.example.com' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([direct, behindProxy, httpsPublicUrl].map((t) => t?.close()));
  });

  it('does not ask the browser to upgrade a page served over plain HTTP (a LAN install would stay blank)', async () => {
    const policy = await policyOf(direct);
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toContain(UPGRADE);
  });

  it('ignores a forwarded https claim from a client that is not a trusted proxy', async () => {
    expect(await policyOf(direct, { 'x-forwarded-proto': 'https' })).not.toContain(UPGRADE);
  });

  it('upgrades when a trusted proxy says the browser came over TLS', async () => {
    expect(await policyOf(behindProxy, { 'x-forwarded-proto': 'https' })).toContain(UPGRADE);
    expect(await policyOf(behindProxy)).not.toContain(UPGRADE);
  });

  it('always upgrades when the configured public URL is https', async () => {
    expect(await policyOf(httpsPublicUrl)).toContain(UPGRADE);
  });
});
