import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Runs a benchmark's helper script (a load generator) in a child process with this process's loader flags: sends it
 * `plan` and answers the `{ result }` it sends back, or fails with its `{ error }` or a non-zero exit.
 */
export function runInChild<Result>(script: URL, plan: object): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = fork(script, { stdio: 'inherit' });
    child.once('message', (answer: { result?: Result; error?: string }) => {
      if (answer.result !== undefined) resolve(answer.result);
      else reject(new Error(answer.error ?? `${script.pathname} failed`));
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`${script.pathname} exited with ${code}`));
    });
    child.send(plan);
  });
}

/**
 * Whether the module at `moduleUrl` is the script this process was forked to run (runInChild), not one imported by
 * it: a forked benchmark that imports a helper script must not take its run plan for the helper's.
 */
export function isForkedScript(moduleUrl: string): boolean {
  return process.send !== undefined && process.argv[1] === fileURLToPath(moduleUrl);
}
