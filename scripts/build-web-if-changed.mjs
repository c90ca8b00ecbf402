/**
 * Builds the web app only when its inputs changed since the last build, so that `npm start` on an unchanged checkout
 * does not spend most of a minute rebuilding the same bundle. The inputs' fingerprint (path, size and modification
 * time of every file, so edits, additions, deletions and renames all count) is kept next to the build output.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { URL, fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'packages/web/dist');
const stampFile = join(dist, '.inputs-fingerprint');
// The web app reads @guiche/shared from its TypeScript source, so shared's sources are inputs too.
const inputs = [
  'packages/web/src',
  'packages/web/public',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/web/tsconfig.json',
  'packages/web/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'tsconfig.base.json',
  'package-lock.json',
];

function* files(path) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (!stat.isDirectory()) {
    yield [path, stat];
    return;
  }
  for (const entry of readdirSync(path).sort()) yield* files(join(path, entry));
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const [path, stat] of files(join(root, input)))
      hash.update(`${relative(root, path)}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const before = fingerprint();
if (existsSync(join(dist, 'index.html')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === before) {
  process.stdout.write('Guichê: interface web sem mudanças, construção pulada\n');
  process.exit(0);
}
// The type check and the bundle take most of a minute on a first start: say so before, and how long after.
process.stdout.write('Guichê: construindo a interface web (verificação de tipos e pacote)…\n');
const started = performance.now();
const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@guiche/web'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
// The fingerprint taken before the build: a file edited while it ran makes the next start build again.
writeFileSync(stampFile, before);
process.stdout.write(`Guichê: interface web construída (${seconds(performance.now() - started)})\n`);

/** "31,4 s", as the server's start lines write it. */
function seconds(ms) {
  return `${(ms / 1000).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} s`;
}
