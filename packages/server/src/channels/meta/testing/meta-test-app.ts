import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { FakeGraphServer } from './fake-graph-server.js';
import { WebhookEmitter, httpTransport } from './webhook-emitter.js';

export interface MetaTestApp {
  fake: FakeGraphServer;
  t: TestApp;
  /** Sends webhooks signed with the test app's secret, as Meta would. */
  emitter: WebhookEmitter;
}

/** A fake Graph server set up by `prepare`, and a test app whose Graph calls go to it. */
export async function startMetaTestApp(prepare: (fake: FakeGraphServer) => void): Promise<MetaTestApp> {
  const fake = await FakeGraphServer.start();
  prepare(fake);
  const t = await startTestApp({ graphBaseUrl: fake.baseUrl });
  return { fake, t, emitter: new WebhookEmitter(httpTransport(t.url), 'test-app-secret', fake) };
}

export async function stopMetaTestApp({ fake, t }: Pick<MetaTestApp, 'fake' | 't'>): Promise<void> {
  await t.close();
  await fake.close();
}
