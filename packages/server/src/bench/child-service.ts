import { fork, type ChildProcess } from 'node:child_process';

/**
 * A benchmark's helper service in a child process of its own (a server, the fake Graph API): it is sent its plan,
 * answers `{ ready }` once it serves (or `{ error }`), and ends on the next message, which `stop` sends.
 */
export interface ChildService<Ready> {
  child: ChildProcess;
  ready: Promise<Ready>;
  /** Asks the service to end and waits until its process has exited. */
  stop(): Promise<void>;
}

/** Forks `script` with these node flags (this process's loader flags by default) and sends it `plan`. */
export function forkService<Ready>(
  script: URL,
  plan: object,
  execArgv: string[] = process.execArgv,
): ChildService<Ready> {
  const child = fork(script, { stdio: 'inherit', execArgv });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = new Promise<Ready>((resolve, reject) => {
    child.once('message', (answer: { ready?: Ready; error?: string }) =>
      answer.ready !== undefined
        ? resolve(answer.ready)
        : reject(new Error(answer.error ?? `${script.pathname} failed`)),
    );
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${script.pathname} exited with ${code} before it served`)));
  });
  child.send(plan);
  return {
    child,
    ready,
    stop: async () => {
      if (child.exitCode === null && child.connected) child.send({ stop: true });
      await exited;
    },
  };
}
