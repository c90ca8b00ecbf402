import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'guiche-config-'));

describe('loadConfig', () => {
  it('refuses to start in production without a JWT secret, or with a weak one', () => {
    const strong = { ENCRYPTION_KEY: 'k'.repeat(40) };
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), ...strong })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), ...strong, JWT_SECRET: 'secret' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), ...strong, JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe('x'.repeat(40));
    // The encryption key is held to the same rule.
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), JWT_SECRET: 'x'.repeat(40) })).toThrow(ConfigError);
  });

  it('generates a development secret once and keeps it in the data folder', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(48);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(join(dir, 'encryption-key'), 'utf8')).toBe(first.encryptionKey);
    expect(first.encryptionKey).not.toBe(first.jwtSecret);
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

  it('rejects a malformed port', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(ConfigError);
  });
});
