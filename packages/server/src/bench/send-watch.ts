/** Watching the channel adapters' send calls: the benchmarks that time a message until it leaves for the provider. */
import type { ChannelManager } from '../channels/manager/channel-manager.js';
import type { ChannelAdapter } from '../channels/types.js';

/**
 * When the adapter's send was called for each reply, by the reply's queued id (its idempotency key). The manager
 * is watched rather than one adapter: a stateless channel's adapter is rebuilt in place when its connection is saved.
 */
export function watchSends(channels: ChannelManager): Map<string, number> {
  const calledAt = new Map<string, number>();
  const watched = new WeakMap<ChannelAdapter, ChannelAdapter>();
  const adapterOf = channels.adapter.bind(channels);
  channels.adapter = (whatsappId) => {
    const adapter = adapterOf(whatsappId);
    if (!adapter) return adapter;
    let proxy = watched.get(adapter);
    if (!proxy) {
      proxy = new Proxy(adapter, {
        get(target, property, receiver) {
          if (property !== 'send') return Reflect.get(target, property, receiver) as unknown;
          return (...args: Parameters<ChannelAdapter['send']>) => {
            calledAt.set(args[2].idempotencyKey, performance.now());
            return target.send(...args);
          };
        },
      });
      watched.set(adapter, proxy);
    }
    return proxy;
  };
  return calledAt;
}
