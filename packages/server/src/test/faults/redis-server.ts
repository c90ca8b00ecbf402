import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { pause } from '../sockets.js';

/** A throwaway redis-server of the test's own (never the machine's shared one), which the test may kill. */
export interface OwnRedis {
  url: string;
  /** Kills it at once, as a crash or a network cut does (nothing is persisted). */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>;
}

export async function startOwnRedis(port: number): Promise<OwnRedis> {
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      '/usr/bin/redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await waitListening(port);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    kill: async () => {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
    restart: start,
  };
}

async function waitListening(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await pause(50);
  }
  throw new Error(`redis-server did not listen on ${port}`);
}
