/**
 * The load generator of the inbound benchmark, run as a child process so it does not share the server's event
 * loop (in production the sender is Meta, on another machine). Sends signed Cloud API deliveries with a fixed
 * number of senders and answers the elapsed time to its parent.
 */
import { createHmac } from 'node:crypto';

export interface LoadPlan {
  url: string;
  appSecret: string;
  phoneNumberId: string;
  messages: number;
  perDelivery: number;
  concurrency: number;
  customers: number;
}

export interface LoadResult {
  seconds: number;
  deliveries: number;
}

/** One Cloud API delivery carrying the text messages `indexes` (customer = index mod customers), signed as Meta signs. */
function delivery(plan: LoadPlan, indexes: number[]): Buffer {
  const customer = (index: number) => String(5511900000000 + (index % plan.customers));
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
              contacts: indexes.map((index) => ({ profile: { name: `Cliente ${index % plan.customers}` }, wa_id: customer(index) })),
              messages: indexes.map((index) => ({
                from: customer(index),
                id: `wamid.bench.${index}`,
                timestamp: '1750000000',
                type: 'text',
                text: { body: `mensagem ${index}` },
              })),
            },
          },
        ],
      },
    ],
  };
  return Buffer.from(JSON.stringify(payload));
}

async function send(plan: LoadPlan, body: Buffer): Promise<void> {
  const signature = `sha256=${createHmac('sha256', plan.appSecret).update(body).digest('hex')}`;
  const response = await fetch(plan.url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, body });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`webhook answered ${response.status}`);
}

async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const deliveries = Math.ceil(plan.messages / plan.perDelivery);
  // Bodies are built before the clock starts: the figure is the server's, not the generator's.
  const bodies = Array.from({ length: deliveries }, (_, d) =>
    delivery(
      plan,
      Array.from({ length: plan.perDelivery }, (_, i) => d * plan.perDelivery + i).filter((index) => index < plan.messages),
    ),
  );
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: plan.concurrency }, async () => {
      while (next < deliveries) await send(plan, bodies[next++] as Buffer);
    }),
  );
  return { seconds: (performance.now() - started) / 1000, deliveries };
}

process.once('message', (plan: LoadPlan) => {
  runLoad(plan).then(
    (result) => process.send?.({ result }, () => process.exit(0)),
    (error: unknown) => process.send?.({ error: String(error) }, () => process.exit(1)),
  );
});
