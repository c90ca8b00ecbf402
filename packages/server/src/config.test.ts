import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'guiche-config-'));

describe('loadConfig', () => {
  it('refuses to start in production without a JWT secret, or with a weak one', () => {
    const strong = { ENCRYPTION_KEY: 'k'.repeat(40) };
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), ...strong })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), ...strong, JWT_SECRET: 'secret' })).toThrow(
      ConfigError,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), ...strong, JWT_SECRET: 'x'.repeat(40) }).jwtSecret,
    ).toBe('x'.repeat(40));
    // The encryption key is held to the same rule.
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), JWT_SECRET: 'x'.repeat(40) })).toThrow(
      ConfigError,
    );
  });

  it('leaves an unset secret to the database outside production, and writes nothing to the data folder', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ jwtSecret: undefined, encryptionKey: undefined });
    expect(readdirSync(dir)).toEqual([]);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'short-is-fine-here' }).jwtSecret).toBe('short-is-fine-here');
  });

  it('sizes the PostgreSQL pool from the CPU count by default, between 10 and 20, with a 5 s acquire timeout', () => {
    const poolFor = (cores: number) => loadConfig({ DATA_DIR: dataDir() }, cores).databasePool;
    expect(poolFor(1)).toEqual({ max: 10, acquireTimeoutMs: 5000 });
    expect(poolFor(2).max).toBe(10);
    expect(poolFor(4).max).toBe(16);
    expect(poolFor(64).max).toBe(20);
  });

  it('reads DATABASE_POOL_MAX and DATABASE_POOL_TIMEOUT_MS, an empty one meaning unset', () => {
    expect(
      loadConfig({ DATA_DIR: dataDir(), DATABASE_POOL_MAX: '40', DATABASE_POOL_TIMEOUT_MS: '15000' }, 2).databasePool,
    ).toEqual({ max: 40, acquireTimeoutMs: 15000 });
    expect(
      loadConfig({ DATA_DIR: dataDir(), DATABASE_POOL_MAX: '', DATABASE_POOL_TIMEOUT_MS: '' }, 2).databasePool,
    ).toEqual({ max: 10, acquireTimeoutMs: 5000 });
  });

  it('refuses a pool size or acquire timeout that is not a whole number in range, naming the variable', () => {
    for (const value of ['ten', '0', '1', '-5', '2.5', '1001']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_POOL_MAX: value }), value).toThrow(
        /DATABASE_POOL_MAX: must be (a whole number|at least 2|at most 1000)/,
      );
    }
    for (const value of ['5s', '0', '99', '1500.5', '120001']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_POOL_TIMEOUT_MS: value }), value).toThrow(
        /DATABASE_POOL_TIMEOUT_MS: must be (a whole number of milliseconds|at least 100 \(ms\)|at most 120000 \(ms\))/,
      );
    }
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '9090',
      DATABASE_URL: 'postgres://localhost/x',
      REDIS_URL: 'redis://localhost:6379',
      ADMIN_EMAIL: ' Boss@Example.com ',
      ADMIN_PASSWORD: 'S3cret!pass',
    });
    expect(config).toMatchObject({
      port: 9090,
      databaseUrl: 'postgres://localhost/x',
      redisUrl: 'redis://localhost:6379',
      admin: { email: 'boss@example.com', password: 'S3cret!pass' },
    });
  });

  it('reads CORS_ORIGINS, TRUST_PROXY and PUBLIC_URL, and defaults to no origins, no proxy, no public URL', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      corsOrigins: [],
      trustProxy: false,
      publicUrl: undefined,
    });
    const config = loadConfig({
      DATA_DIR: dataDir(),
      CORS_ORIGINS: ' https://app.example.com/ , http://localhost:5173,',
      TRUST_PROXY: '10.0.0.1, 192.168.0.0/16',
      PUBLIC_URL: 'https://guiche.example.com/',
    });
    // Origins are compared with the browser's Origin header, which never has a trailing slash.
    expect(config.corsOrigins).toEqual(['https://app.example.com', 'http://localhost:5173']);
    expect(config.trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(config.publicUrl).toBe('https://guiche.example.com');
    for (const [value, trustProxy] of [
      ['false', false],
      ['0', false],
      ['true', true],
      ['2', 2],
    ] as const) {
      expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy, value).toBe(trustProxy);
    }
  });

  it('rejects a CORS origin with a path or no scheme, and a PUBLIC_URL that is not a URL', () => {
    for (const origin of ['https://app.example.com/app', 'app.example.com', '*']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), CORS_ORIGINS: origin }), origin).toThrow(ConfigError);
    }
    expect(() => loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'guiche.example.com' })).toThrow(ConfigError);
  });

  it('rejects a malformed port', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(ConfigError);
  });

  it('allows no private host to integrations by default, reads INTEGRATIONS_ALLOW_PRIVATE_HOSTS, and refuses a malformed entry', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).integrations?.allowPrivateHosts).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: dataDir(), INTEGRATIONS_ALLOW_PRIVATE_HOSTS: '10.0.5.0/24, 127.0.0.1,fd00::/8' })
        .integrations?.allowPrivateHosts,
    ).toEqual(['10.0.5.0/24', '127.0.0.1', 'fd00::/8']);
    expect(() => loadConfig({ DATA_DIR: dataDir(), INTEGRATIONS_ALLOW_PRIVATE_HOSTS: 'n8n.internal' })).toThrow(
      /INTEGRATIONS_ALLOW_PRIVATE_HOSTS: "n8n.internal" is not an IP address or CIDR range/,
    );
    expect(
      loadConfig({ DATA_DIR: dataDir(), AZURE_SPEECH_URL: 'http://127.0.0.1:7000/{region}' }).integrations
        ?.speechBaseUrl,
    ).toBe('http://127.0.0.1:7000/{region}');
    expect(() => loadConfig({ DATA_DIR: dataDir(), AZURE_SPEECH_URL: 'speech.local' })).toThrow(ConfigError);
  });

  it('reads METRICS_TOKEN (unset when empty) and refuses a short one', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).metricsToken).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: 'm'.repeat(32) }).metricsToken).toBe('m'.repeat(32));
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: 'has a space in it, long enough' })).toThrow(
      /METRICS_TOKEN: must not contain spaces/,
    );
  });

  it('drains 5 s after a shutdown signal in production and not at all elsewhere, unless SHUTDOWN_DRAIN_MS says', () => {
    const strong = { JWT_SECRET: 'x'.repeat(40), ENCRYPTION_KEY: 'k'.repeat(40) };
    expect(loadConfig({ DATA_DIR: dataDir() }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), ...strong }).shutdownDrainMs).toBe(5000);
    expect(
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), ...strong, SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs,
    ).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_DRAIN_MS: '15000' }).shutdownDrainMs).toBe(15_000);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_DRAIN_MS: '-1' })).toThrow(
      /SHUTDOWN_DRAIN_MS: must be at least 0/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_DRAIN_MS: 'soon' })).toThrow(ConfigError);
  });
});
