/**
 * `npm run build` as `npm start` runs it, saying what it does: a first start compiles the server and builds the web
 * app for most of a minute, and the compiler prints nothing while it works. Each step is announced before it runs
 * and timed after; an unchanged checkout passes through both in a few seconds.
 */
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { URL, fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.stdout.write('Guichê: compilando o servidor (só o que mudou)…\n');
const started = performance.now();
run('npm', ['run', '--silent', 'build:server']);
const ms = performance.now() - started;
process.stdout.write(
  `Guichê: servidor compilado (${(ms / 1000).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} s)\n`,
);
run(process.execPath, ['scripts/build-web-if-changed.mjs']);
