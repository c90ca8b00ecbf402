/**
 * The load generator of the inbound benchmark, run as a child process so it does not share the server's event
 * loop (in production the sender is Meta, on another machine). Sends signed Cloud API deliveries with a fixed
 * number of senders and answers the elapsed time to its parent.
 */
import { createHmac } from 'node:crypto';
import { Agent, request } from 'node:http';
import { isForkedScript } from './run-in-child.js';

export interface LoadPlan {
  url: string;
  appSecret: string;
  phoneNumberId: string;
  messages: number;
  perDelivery: number;
  concurrency: number;
  customers: number;
  /** The text of message i (default `mensagem i`): a scripted conversation, e.g. answers to a bot's menus. */
  texts?: readonly string[];
}

export interface LoadResult {
  seconds: number;
  deliveries: number;
  /** CPU the sender itself spent (ms), which on one machine the server does not get. */
  cpuMs: number;
  /** When each message's delivery was handed to its socket, by message index (epoch ms, comparable across processes). */
  sentAt: number[];
}

/** The WhatsApp number (wa_id) of the load's customer `customer`. */
export const customerNumber = (customer: number) => String(5511900000000 + customer);

/** One Cloud API delivery carrying the text messages `indexes` (customer = index mod customers), signed as Meta signs. */
export function delivery(plan: LoadPlan, indexes: number[]): Buffer {
  const customer = (index: number) => customerNumber(index % plan.customers);
  const payload = {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550000000', phone_number_id: plan.phoneNumberId },
              contacts: indexes.map((index) => ({
                profile: { name: `Cliente ${index % plan.customers}` },
                wa_id: customer(index),
              })),
              messages: indexes.map((index) => ({
                from: customer(index),
                id: `wamid.bench.${index}`,
                timestamp: '1750000000',
                type: 'text',
                text: { body: plan.texts?.[index] ?? `mensagem ${index}` },
              })),
            },
          },
        ],
      },
    ],
  };
  return Buffer.from(JSON.stringify(payload));
}

/**
 * node:http with kept-alive sockets rather than fetch: fetch costs the sender several times more CPU per request,
 * and on a 2-core machine that CPU is taken from the server being measured.
 */
export function send(plan: LoadPlan, agent: Agent, body: Buffer): Promise<void> {
  const signature = `sha256=${createHmac('sha256', plan.appSecret).update(body).digest('hex')}`;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      plan.url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          'x-hub-signature-256': signature,
        },
      },
      (response) => {
        response.resume();
        response.once('end', () =>
          response.statusCode === 200 ? resolve() : reject(new Error(`webhook answered ${response.statusCode}`)),
        );
      },
    );
    outgoing.once('error', reject);
    outgoing.end(body);
  });
}

async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const deliveries = Math.ceil(plan.messages / plan.perDelivery);
  // Bodies are built before the clock starts: the figure is the server's, not the generator's.
  const bodies = Array.from({ length: deliveries }, (_, d) =>
    delivery(
      plan,
      Array.from({ length: plan.perDelivery }, (_, i) => d * plan.perDelivery + i).filter(
        (index) => index < plan.messages,
      ),
    ),
  );
  const agent = new Agent({ keepAlive: true, maxSockets: plan.concurrency });
  const sentAt: number[] = [];
  const cpu = process.cpuUsage();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: plan.concurrency }, async () => {
      while (next < deliveries) {
        const d = next++;
        const at = performance.timeOrigin + performance.now();
        for (let index = d * plan.perDelivery; index < Math.min((d + 1) * plan.perDelivery, plan.messages); index += 1)
          sentAt[index] = at;
        await send(plan, agent, bodies[d] as Buffer);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  agent.destroy();
  return { seconds, deliveries, cpuMs: (used.user + used.system) / 1000, sentAt };
}

// Only as the benchmark's child process (the benchmark itself imports customerNumber).
if (isForkedScript(import.meta.url)) {
  process.once('message', (plan: LoadPlan) => {
    runLoad(plan).then(
      (result) => process.send?.({ result }, () => process.exit(0)),
      (error: unknown) => process.send?.({ error: String(error) }, () => process.exit(1)),
    );
  });
}
