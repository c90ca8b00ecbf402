import pg from 'pg';

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pg Pool whose checked-out clients survive a dropped connection (pg_terminate_backend, a restart, a failover).
 * pg-pool listens for 'error' only on idle clients and inside `pool.query`; a client held through `pool.connect()`
 * (drizzle's transactions, migrations) has no listener, so the error event would end the process.
 *
 * While a client is checked out, a connection error hands it back to the pool at once (which discards it), and the
 * holder's own later release becomes a no-op. Handing it back early matters: drizzle's `transaction` releases in a
 * `finally` that it only enters after `begin` succeeded, so a connection that dies between checkout and `begin`
 * would otherwise keep its pool slot forever. The holder's queries on the dead client fail, as they would anyway.
 */
export class CheckedOutGuardPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // The callback form is pg-pool's own `query`, which guards its client itself.
    if (callback) return super.connect(callback);
    return super.connect().then(guardWhileCheckedOut);
  }
}

function guardWhileCheckedOut(client: pg.PoolClient): pg.PoolClient {
  const poolRelease = client.release.bind(client);
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    client.removeListener('error', onError);
    if (released) return;
    released = true;
    poolRelease(error);
  };
  const onError = (error: Error) => releaseOnce(error);
  client.on('error', onError);
  client.release = releaseOnce;
  return client;
}
