import { describe, expect, it } from 'vitest';
import { Broadcaster } from './broadcaster.js';
import type { AppBroadcastOperator, AppNamespace } from './socket-types.js';

/** A namespace with `sockets` connected here, recording the events broadcast through it. */
function namespace(sockets: number) {
  const emitted: string[] = [];
  const operator = { emit: (event: string) => emitted.push(event) } as unknown as AppBroadcastOperator;
  const served = {
    sockets: new Map(Array.from({ length: sockets }, (_, index) => [`s${index}`, {}])),
    to: () => operator,
  } as unknown as AppNamespace;
  return { served, emitted };
}

describe('Broadcaster', () => {
  it('a lone process broadcasts only through the namespaces that have sockets here', () => {
    const [root, api] = [namespace(1), namespace(0)];
    new Broadcaster([root.served, api.served], false).to('company:1').emit('company-1-ticket', {});
    expect(root.emitted).toEqual(['company-1-ticket']);
    expect(api.emitted).toEqual([]);
  });

  it('a process among others (Redis) broadcasts through every namespace: their sockets may be elsewhere', () => {
    const [root, api] = [namespace(0), namespace(0)];
    new Broadcaster([root.served, api.served], true).to('company:1').emit('company-1-ticket', {});
    expect(root.emitted).toEqual(['company-1-ticket']);
    expect(api.emitted).toEqual(['company-1-ticket']);
  });
});
