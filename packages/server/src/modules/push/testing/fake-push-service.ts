import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { decrypt } from 'http_ece';
import { pushPayloadSchema, type PushPayload } from '@guiche/shared';
import { startFakeHttp, type FakeRequest } from '../../integration-runtime/testing/fake-http.js';

/** A push as the fake push service received it: decrypted with the device's keys, its VAPID signature checked. */
export interface ReceivedPush {
  device: string;
  payload: PushPayload;
  topic: string | undefined;
  urgency: string | undefined;
  ttl: number;
  /** The VAPID public key (`k`) the push was signed with. */
  vapidKey: string;
}

export interface FakeDevice {
  name: string;
  /** What the browser's PushSubscription.toJSON() would give. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

interface DeviceKeys {
  ecdh: ECDH;
  auth: string;
  /** What the service answers for this device (201: accepted; 410: the subscription is gone). */
  status: number;
}

/**
 * A push service on 127.0.0.1 speaking Web Push (RFC 8030) as FCM or Mozilla's do: each device is a P-256 key pair and
 * an auth secret made here, as a browser makes them, so every push is decrypted (RFC 8291, aes128gcm) and its VAPID
 * JWT (RFC 8292) verified against the endpoint's origin. A push that fails either is refused with 400 and never
 * counted as received.
 */
export async function startFakePushService() {
  const devices = new Map<string, DeviceKeys>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  let origin = '';

  const receive = (request: FakeRequest) => {
    const name = decodeURIComponent(request.path.replace(/^\/push\//, ''));
    const device = devices.get(name);
    if (request.method !== 'POST' || !device) return { status: 404 };
    if (device.status !== 201) return { status: device.status };
    try {
      const vapidKey = checkVapid(String(request.headers.authorization ?? ''), origin);
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      const plain = decrypt(request.bytes, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth });
      received.push({
        device: name,
        payload: pushPayloadSchema.parse(JSON.parse(plain.toString('utf8'))),
        topic: header(request, 'topic'),
        urgency: header(request, 'urgency'),
        ttl: Number(header(request, 'ttl')),
        vapidKey,
      });
      return { status: 201 };
    } catch (error) {
      problems.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      return { status: 400 };
    }
  };

  const http = await startFakeHttp(receive);
  origin = http.url;

  return {
    received,
    /** Pushes the service refused (bad signature, undecryptable): a test expects none. */
    problems,
    /** A new browser profile's subscription. */
    device(name: string): FakeDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      devices.set(name, { ecdh, auth, status: 201 });
      return {
        name,
        subscription: {
          endpoint: `${http.url}/push/${encodeURIComponent(name)}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
        },
      };
    },
    /** From now on the service answers this status for the device (410: unsubscribed; 503: overloaded). */
    answer(name: string, status: number) {
      const device = devices.get(name);
      if (device) device.status = status;
    },
    pushesTo(name: string): PushPayload[] {
      return received.filter((push) => push.device === name).map((push) => push.payload);
    },
    close: http.close,
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;

function header(request: FakeRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** `vapid t=<JWT>, k=<key>`: the JWT is ES256 by that key, for this origin, not expired. Answers the key. */
function checkVapid(authorization: string, origin: string): string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorization: ${authorization}`);
  const [token, key] = [match[1], match[2]];
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) throw new Error('malformed VAPID JWT');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== origin) throw new Error(`VAPID audience ${claims.aud} is not ${origin}`);
  if (!claims.exp || claims.exp * 1000 < Date.now()) throw new Error('VAPID JWT expired');
  if (!claims.sub?.startsWith('mailto:') && !claims.sub?.startsWith('https:')) throw new Error('VAPID subject missing');
  return key;
}
