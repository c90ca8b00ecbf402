import { fork } from 'node:child_process';
import type { FakeGraphChildMessage, FakeGraphPlan } from './fake-graph-child.js';

/** The fake Graph API running in a child process (fake-graph-child.ts). */
export interface RemoteGraph {
  baseUrl: string;
  close(): Promise<void>;
}

/** Forks the fake Graph API with this process's loader flags and waits until it listens. */
export function startRemoteGraph(plan: FakeGraphPlan): Promise<RemoteGraph> {
  const child = fork(new URL('./fake-graph-child.ts', import.meta.url), { stdio: 'inherit' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the fake Graph API exited with ${code} before it listened`)));
    child.once('message', (message: FakeGraphChildMessage) => {
      if ('error' in message) {
        reject(new Error(message.error));
        return;
      }
      resolve({
        baseUrl: message.ready.baseUrl,
        close: async () => {
          if (child.connected) child.send('close');
          await exited;
        },
      });
    });
    child.send(plan);
  });
}
