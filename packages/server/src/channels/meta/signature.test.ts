import { describe, expect, it } from 'vitest';
import { answerHandshake, matchSignature, signPayload } from './signature.js';
import { fixtureText } from './testing/fixtures.js';
import { metaJson } from './testing/meta-json.js';

const app = { key: 'main', appSecret: 'app_secret_test' };

describe('X-Hub-Signature-256', () => {
  it('matches the known HMAC-SHA256 test vectors', () => {
    expect(signPayload('test', 'secret')).toBe(
      'sha256=0329a06b62cd16b33eb6792be8c60b158d89a2ee3a876fce9a881ebb488c0914',
    );
    // Non-ASCII escaped as Meta sends it (vector from the channels notes §1.12).
    const escaped = String.raw`{"text":{"body":"caf\u00e9 \ud83d\udc4d"}}`;
    expect(signPayload(escaped, 'app_secret_test')).toBe(
      'sha256=66222016e1eff072413dfa7cdadf71996107a8a1ce6bfaf8679f100dfec0d070',
    );
  });

  it('accepts the exact raw bytes and refuses the re-serialised body of a non-ASCII payload', () => {
    const raw = Buffer.from(metaJson(JSON.parse(fixtureText('messenger_echo.json'))), 'utf8');
    expect(raw.toString()).toContain('Ol\\u00e1');
    const header = signPayload(raw, app.appSecret);
    expect(matchSignature(raw, header, [app])).toBe(app);
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(raw.toString())), 'utf8');
    expect(matchSignature(reserialised, header, [app])).toBeUndefined();
  });

  it('refuses missing, malformed, truncated and foreign signatures', () => {
    const raw = Buffer.from('{"object":"page"}');
    const good = signPayload(raw, app.appSecret);
    expect(matchSignature(raw, undefined, [app])).toBeUndefined();
    expect(matchSignature(raw, good.replace('sha256=', 'sha1='), [app])).toBeUndefined();
    expect(matchSignature(raw, good.slice(0, -2), [app])).toBeUndefined();
    expect(matchSignature(raw, signPayload(raw, 'other secret'), [app])).toBeUndefined();
    expect(matchSignature(Buffer.from('{"object":"page" }'), good, [app])).toBeUndefined();
  });

  it('finds which of several apps signed the body', () => {
    const other = { key: 'tenant-7', appSecret: 'tenant seven secret' };
    const raw = Buffer.from('{}');
    expect(matchSignature(raw, signPayload(raw, other.appSecret), [app, other])).toBe(other);
  });
});

describe('subscription handshake', () => {
  const query = (mode: string, token: string) => ({
    'hub.mode': mode,
    'hub.verify_token': token,
    'hub.challenge': '1158201444',
  });

  it('answers the raw challenge for subscribe with a known token', () => {
    expect(answerHandshake(query('subscribe', 'tok-2'), ['tok-1', 'tok-2'])).toEqual({
      status: 200,
      body: '1158201444',
    });
  });

  it('answers 403 for a wrong token, another mode or a missing challenge', () => {
    expect(answerHandshake(query('subscribe', 'nope'), ['tok-1']).status).toBe(403);
    expect(answerHandshake(query('unsubscribe', 'tok-1'), ['tok-1']).status).toBe(403);
    expect(answerHandshake({ 'hub.mode': 'subscribe', 'hub.verify_token': 'tok-1' }, ['tok-1']).status).toBe(403);
    expect(answerHandshake(query('subscribe', ''), []).status).toBe(403);
  });
});
