import { signPayload } from '../../channels/meta/signature.js';
import { cloudInbound } from '../../channels/meta/testing/webhook-payloads.js';
import { metaJson } from '../../channels/meta/testing/meta-json.js';
import { call, login } from '../http.js';
import { TEST_ADMIN } from '../test-database.js';
import { FAULT_META, type ScratchDatabase } from './spawned-server.js';

export const PHONE_ID = '109000000000001';

/** Logs in as the seeded administrator and adds a Cloud API connection for PHONE_ID; answers the access token. */
export async function setUpCloudConnection(url: string): Promise<string> {
  const { token } = await login(url, TEST_ADMIN.email, TEST_ADMIN.password);
  const created = await call(url, 'POST', '/whatsapp', {
    token,
    body: {
      name: 'Faults',
      channel: 'whatsappapi',
      providerAccountId: PHONE_ID,
      accessToken: 'fault-token-0123456789',
    },
  });
  if (created.status !== 201 && created.status !== 200)
    throw new Error(`connection not created: ${created.status} ${JSON.stringify(created.body)}`);
  return token;
}

/** The answer a delivery got: an HTTP status, or 0 when no answer came (refused, reset, timed out). */
export type Outcome = number;

/** Message `index` from one of 20 customers, as Meta signs and sends it; its wamid is unique to the index. */
export function deliveryOf(index: number): { body: string; signature: string } {
  const customer = String(5511970000000 + (index % 20));
  const body = metaJson(
    cloudInbound(PHONE_ID, customer, `Cliente ${index % 20}`, {
      id: wid(index),
      type: 'text',
      text: { body: `falha ${index}` },
    }),
  );
  return { body, signature: signPayload(Buffer.from(body, 'utf8'), FAULT_META.appSecret) };
}

const wid = (index: number) => `wamid.fault.${index}`;

export async function deliver(url: string, index: number, timeoutMs = 5000): Promise<Outcome> {
  const { body, signature } = deliveryOf(index);
  try {
    const response = await fetch(`${url}/api/webhooks/whatsapp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** How many times each wamid of the fault tests is stored (a message stored twice would show as 2). */
async function storedCounts(database: ScratchDatabase): Promise<Map<string, number>> {
  const rows = await database.query<{ wid: string; copies: string }>(
    "select wid, count(*) as copies from messages where wid like 'wamid.fault.%' group by wid",
  );
  return new Map(rows.map((row) => [row.wid, Number(row.copies)]));
}

/** Indexes of deliveries 0..total-1 whose message is not stored exactly once (missing or doubled). */
export async function notStoredOnce(database: ScratchDatabase, total: number): Promise<number[]> {
  const stored = await storedCounts(database);
  return Array.from({ length: total }, (_, index) => index).filter((index) => stored.get(wid(index)) !== 1);
}

/** Indexes of deliveries Meta would send again: every one that did not get a 2xx. */
export function needingRedelivery(outcomes: ReadonlyMap<number, Outcome>, total: number): number[] {
  return Array.from({ length: total }, (_, index) => index).filter((index) => {
    const outcome = outcomes.get(index);
    return outcome === undefined || outcome < 200 || outcome > 299;
  });
}
