import { describe, expect, it } from 'vitest';
import { isLoopback, metricsAccess } from './metrics-access.js';

const TOKEN = 'metrics-token-0123456789';

describe('metricsAccess', () => {
  it('with a token, asks for it from every peer, loopback included', () => {
    expect(metricsAccess(TOKEN, { authorization: `Bearer ${TOKEN}`, remoteAddress: '203.0.113.9' })).toBe('allowed');
    expect(metricsAccess(TOKEN, { authorization: `bearer ${TOKEN}`, remoteAddress: '203.0.113.9' })).toBe('allowed');
    expect(metricsAccess(TOKEN, { authorization: undefined, remoteAddress: '127.0.0.1' })).toBe('unauthorized');
    expect(metricsAccess(TOKEN, { authorization: `Bearer ${TOKEN}x`, remoteAddress: '127.0.0.1' })).toBe(
      'unauthorized',
    );
    expect(metricsAccess(TOKEN, { authorization: TOKEN, remoteAddress: '127.0.0.1' })).toBe('unauthorized');
    expect(metricsAccess(TOKEN, { authorization: 'Bearer ', remoteAddress: '127.0.0.1' })).toBe('unauthorized');
  });

  it('without a token, serves loopback peers only, whatever the Authorization says', () => {
    expect(metricsAccess(undefined, { authorization: undefined, remoteAddress: '127.0.0.1' })).toBe('allowed');
    expect(metricsAccess(undefined, { authorization: undefined, remoteAddress: '::1' })).toBe('allowed');
    expect(metricsAccess(undefined, { authorization: 'Bearer anything', remoteAddress: '10.0.0.5' })).toBe('forbidden');
    expect(metricsAccess(undefined, { authorization: undefined, remoteAddress: undefined })).toBe('forbidden');
  });
});

describe('isLoopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:10.0.0.1', false],
    ['10.0.0.1', false],
    ['172.17.0.1', false],
    ['::2', false],
    ['fe80::1', false],
    ['localhost', false],
    ['127.0.0.1.evil', false],
  ])('%s → %s', (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });
});
