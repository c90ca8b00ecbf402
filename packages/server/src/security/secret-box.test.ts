import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.js';

describe('SecretBox', () => {
  const box = new SecretBox('a'.repeat(40));

  it('round-trips and never stores the plain text', () => {
    const sealed = box.seal('page-token-123', 'whatsapp:7:token');
    expect(sealed.includes(Buffer.from('page-token-123'))).toBe(false);
    expect(box.open(sealed, 'whatsapp:7:token').toString()).toBe('page-token-123');
  });

  it('refuses another context, another key, and tampering', () => {
    const sealed = box.seal('secret', 'whatsapp:7:token');
    expect(() => box.open(sealed, 'whatsapp:8:token')).toThrow();
    expect(() => new SecretBox('b'.repeat(40)).open(sealed, 'whatsapp:7:token')).toThrow();
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] ?? 0) ^ 1;
    expect(() => box.open(tampered, 'whatsapp:7:token')).toThrow();
  });
});
