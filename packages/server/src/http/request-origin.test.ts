import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { rawRequestOrigin } from './request-origin.js';

const request = (peer: string, headers: IncomingMessage['headers'], encrypted = false) =>
  ({ socket: { remoteAddress: peer, encrypted }, headers }) as unknown as IncomingMessage;

const forwarded = {
  host: 'internal:8080',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'atendimento.example.com',
};

describe('rawRequestOrigin (the socket handshake read as Fastify reads requests)', () => {
  it('takes the Host and the connection’s own scheme when no proxy is trusted', () => {
    expect(rawRequestOrigin(request('203.0.113.9', forwarded), false)).toBe('http://internal:8080');
    expect(rawRequestOrigin(request('203.0.113.9', { host: 'a.example' }, true), false)).toBe('https://a.example');
  });

  it('takes the forwarded scheme and host from a trusted proxy only', () => {
    expect(rawRequestOrigin(request('10.0.0.2', forwarded), ['10.0.0.0/8'])).toBe('https://atendimento.example.com');
    expect(rawRequestOrigin(request('203.0.113.9', forwarded), ['10.0.0.0/8'])).toBe('http://internal:8080');
    expect(rawRequestOrigin(request('203.0.113.9', forwarded), 1)).toBe('https://atendimento.example.com');
    expect(rawRequestOrigin(request('203.0.113.9', { ...forwarded, 'x-forwarded-proto': 'http, https' }), true)).toBe(
      'https://atendimento.example.com',
    );
  });

  it('answers nothing without a Host', () => {
    expect(rawRequestOrigin(request('203.0.113.9', {}), false)).toBeUndefined();
  });
});
