/**
 * The load of login-attack.ts, run as a child process (as http-load.ts explains): `readers` GETs in flight for
 * `seconds`, each sent again as soon as it is answered, and meanwhile `attackers` wrong-password logins in flight,
 * each for an unknown address (X-Forwarded-For, the server trusting it) and an unknown account, so that no
 * per-address or per-account limit refuses any of them and each costs a full password check.
 */
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { isForkedScript } from './run-in-child.js';

export interface AttackLoadPlan {
  base: string;
  token: string;
  readers: number;
  attackers: number;
  seconds: number;
}

export interface AttackLoadResult {
  seconds: number;
  reads: number;
  /** Non-2xx answers to the readers (none expected). */
  failedReads: number;
  readLatenciesMs: number[];
  /** Answers to the attackers' logins by status. */
  logins: Record<number, number>;
}

function send(
  agent: Agent,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method, agent, headers: body ? { ...headers, 'content-length': String(Buffer.byteLength(body)) } : headers },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.once('error', reject);
    outgoing.end(body);
  });
}

async function runAttackLoad({ base, token, readers, attackers, seconds }: AttackLoadPlan): Promise<AttackLoadResult> {
  const readAgent = new Agent({ keepAlive: true, maxSockets: readers });
  const attackAgent = new Agent({ keepAlive: true, maxSockets: Math.max(attackers, 1) });
  const result: AttackLoadResult = { seconds: 0, reads: 0, failedReads: 0, readLatenciesMs: [], logins: {} };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const reader = async () => {
    while (performance.now() < deadline) {
      const sentAt = performance.now();
      const status = await send(readAgent, 'GET', `${base}/auth/me`, { authorization: `Bearer ${token}` });
      result.readLatenciesMs.push(performance.now() - sentAt);
      if (status >= 200 && status < 300) result.reads += 1;
      else result.failedReads += 1;
    }
  };
  const attacker = async () => {
    while (performance.now() < deadline) {
      const address = `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
      const body = JSON.stringify({
        email: `guess-${randomBytes(6).toString('hex')}@bench.local`,
        password: 'wrong-password',
      });
      const status = await send(
        attackAgent,
        'POST',
        `${base}/auth/login`,
        { 'content-type': 'application/json', 'x-forwarded-for': address },
        body,
      );
      result.logins[status] = (result.logins[status] ?? 0) + 1;
    }
  };
  const readersDone = Promise.all(Array.from({ length: readers }, reader));
  const attackersDone = Promise.all(Array.from({ length: attackers }, attacker));
  await readersDone;
  result.seconds = (performance.now() - started) / 1000;
  await attackersDone;
  readAgent.destroy();
  attackAgent.destroy();
  return result;
}

if (isForkedScript(import.meta.url)) {
  process.once('message', (plan: AttackLoadPlan) => {
    runAttackLoad(plan).then(
      (result) => process.send?.({ result }, () => process.exit(0)),
      (error: unknown) => process.send?.({ error: String(error) }, () => process.exit(1)),
    );
  });
}
