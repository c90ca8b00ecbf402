/**
 * The benchmarks' fake Graph API (FakeGraphServer) in a child process of its own: in production Graph is Meta's
 * servers, and in the server's process its request handling counted as the server's CPU per bot answer.
 */
import { FakeGraphServer } from '../channels/meta/testing/fake-graph-server.js';

export interface FakeGraphPlan {
  /** Cloud API business numbers, with their token and throughput level. */
  phoneNumbers: { id: string; token: string; throughput: 'STANDARD' | 'HIGH' }[];
  /** Users who wrote to an account, so its reply window is open for them. */
  messaged?: { accountId: string; users: readonly string[] }[];
}

/** What the parent gets once the fake listens (child-service.ts). */
export interface FakeGraphReady {
  baseUrl: string;
}

async function start(plan: FakeGraphPlan): Promise<FakeGraphServer> {
  const fake = await FakeGraphServer.start();
  for (const { id, token, throughput } of plan.phoneNumbers) fake.addPhoneNumber(id, token, throughput);
  for (const { accountId, users } of plan.messaged ?? [])
    for (const user of users) fake.state.userMessaged(accountId, user);
  return fake;
}

if (process.send) {
  const report = (message: { ready: FakeGraphReady } | { error: string }, then: () => void = () => undefined) =>
    process.send?.(message, then);
  process.once('message', (plan: FakeGraphPlan) => {
    start(plan).then(
      (fake) => {
        report({ ready: { baseUrl: fake.baseUrl } });
        // The parent's second message (or its exit, which closes the channel) ends the fake.
        const end = () => void fake.close().finally(() => process.exit(0));
        process.once('message', end);
        process.once('disconnect', end);
      },
      (error: unknown) => report({ error: String(error) }, () => process.exit(1)),
    );
  });
}
