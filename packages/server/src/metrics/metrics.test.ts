import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../jobs/job-queue.js';
import { simulatorConversation } from '../modules/messages/test-conversation.js';
import { call } from '../test/http.js';
import { createTeam } from '../test/team.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { testDbKind } from '../test/test-database.js';
import { waitFor } from '../test/wait.js';

const TOKEN = 'metrics-test-token-0123456789';

/** /metrics as fetched over the network (the test's client is a loopback peer). */
const scrape = async (t: TestApp, headers: Record<string, string> = {}) => {
  const response = await fetch(`${t.url}/metrics`, { headers });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};
/** The value of one series line (`name{labels} value`), undefined when absent. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('serves every series the Grafana dashboard queries (docs/grafana-dashboard.json)', async () => {
    const dashboard = readFileSync(new URL('../../../../docs/grafana-dashboard.json', import.meta.url), 'utf8');
    const queried = new Set(
      [...dashboard.matchAll(/\b((?:guiche|nodejs|process)_[a-z0-9_]+)/g)].map((match) => match[1] as string),
    );
    expect(queried.size).toBeGreaterThan(10);
    // Every family the scrape declares, with the _bucket, _count and _sum lines of histograms and summaries.
    const served = new Set(
      [...(await scrape(t)).text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name, type]) =>
        type === 'histogram' || type === 'summary' ? [name, `${name}_bucket`, `${name}_count`, `${name}_sum`] : [name],
      ),
    );
    // The embedded database has no connection pool, so no pool gauges.
    const expected = [...queried].filter((name) => testDbKind() === 'postgres' || !name.startsWith('guiche_db_pool_'));
    expect(expected.filter((name) => !served.has(name))).toEqual([]);
  });

  it('serves a loopback peer, and refuses any other peer even if it claims loopback in X-Forwarded-For', async () => {
    const local = await scrape(t);
    expect(local.status).toBe(200);
    expect(local.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(local.text).toContain('nodejs_eventloop_lag_seconds');
    expect(local.text).toContain('process_cpu_seconds_total');
    expect(local.text).toContain(`guiche_db_info{kind="${testDbKind()}"} 1`);
    expect(local.text).toContain('guiche_realtime_sockets 0');
    const remote = await t.app.http.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '10.20.30.40',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ error: 'ERR_NO_PERMISSION' });
  });

  it('labels HTTP durations with the route pattern, never the URL, and unknown paths as one value', async () => {
    const { adminToken } = await createTeam(t);
    expect((await call(t.url, 'GET', '/whatsapp/987654321', { token: adminToken })).status).toBe(404);
    expect((await call(t.url, 'GET', '/no-such-path-4242')).status).toBe(404);
    const { text } = await scrape(t);
    expect(
      valueOf(
        text,
        'guiche_http_request_duration_seconds_count{method="GET",route="/api/whatsapp/:id",status_code="404"}',
      ),
    ).toBe(1);
    expect(
      valueOf(text, 'guiche_http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('987654321');
    expect(text).not.toContain('no-such-path-4242');
  });

  it('counts a stored inbound message and a send by channel and outcome; connections by channel and status', async () => {
    const { admin, adminToken } = await createTeam(t);
    const chat = await simulatorConversation(t, adminToken, admin.id);
    expect(
      (await call(t.url, 'POST', `/messages/${chat.ticketId}`, { token: adminToken, body: { body: 'Olá, Ana' } }))
        .status,
    ).toBe(201);
    await chat.phoneOnce((messages) => messages.some((message) => message.body === 'Olá, Ana'));
    const { text } = await waitFor(
      () => scrape(t),
      // Counters move at once; database readings are shared for 5 s, so the new connection shows within that.
      ({ text: current }) =>
        valueOf(current, 'guiche_outbound_sends_total{channel="simulator",outcome="sent"}') === 1 &&
        valueOf(current, 'guiche_channel_sessions{channel="simulator",status="CONNECTED"}') === 1,
      15_000,
    );
    expect(valueOf(text, 'guiche_inbound_messages_total{channel="simulator",outcome="stored"}')).toBe(1);
    expect(valueOf(text, 'guiche_channel_sessions{channel="simulator",status="CONNECTED"}')).toBe(1);
    expect(valueOf(text, 'guiche_channel_sessions{channel="facebook",status="CONNECTED"}')).toBe(0);
    expect(valueOf(text, 'guiche_metrics_source_up{source="sessions"}')).toBe(1);
  }, 30_000);

  it('reports a queued job in its queue family (per-connection queues folded) and how long it has waited', async () => {
    const jobs = new JobQueue(t.database, t.app.http.log);
    await jobs.start();
    try {
      await jobs.send('metrics-probe.17', { probe: true });
      await jobs.send('metrics-probe.18', { probe: true }, { startAfter: 3600 });
    } finally {
      await jobs.stop();
    }
    // Readings are shared for 5 s: a scrape after that sees the jobs.
    const { text } = await waitFor(
      () => scrape(t),
      ({ text: current }) => valueOf(current, 'guiche_job_queue_jobs{queue="metrics-probe",state="created"}') === 2,
      15_000,
    );
    expect(valueOf(text, 'guiche_job_queue_jobs{queue="metrics-probe",state="active"}')).toBe(0);
    // The job due now waits; the one due in an hour does not count as waiting.
    const waited = valueOf(text, 'guiche_job_queue_oldest_waiting_seconds{queue="metrics-probe"}') ?? -1;
    expect(waited).toBeGreaterThanOrEqual(0);
    expect(waited).toBeLessThan(60);
    expect(text).not.toContain('metrics-probe.17');
    expect(valueOf(text, 'guiche_metrics_source_up{source="job_queue"}')).toBe(1);
  }, 30_000);
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { metricsToken: TOKEN } });
  });
  afterAll(() => t.close());

  it('asks every peer, loopback included, for the bearer token', async () => {
    const missing = await scrape(t);
    expect(missing.status).toBe(401);
    expect(JSON.parse(missing.text)).toMatchObject({ error: 'ERR_INVALID_API_TOKEN' });
    expect((await scrape(t, { authorization: `Bearer ${TOKEN}-wrong` })).status).toBe(401);
    const allowed = await scrape(t, { authorization: `Bearer ${TOKEN}` });
    expect(allowed.status).toBe(200);
    expect(allowed.text).toContain('guiche_http_request_duration_seconds_bucket');
    const remote = await t.app.http.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '10.20.30.40',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(remote.statusCode).toBe(200);
  });
});
