#!/usr/bin/env node
/* global console, process */
/**
 * The JavaScript a browser downloads to show /login, measured on the build (dist/.vite/manifest.json): the entry
 * chunk, the login page's chunk and every chunk they import statically, each counted gzipped (level 9, what the
 * build precompresses). The entry's share (what every page loads first) is reported beside it. Chunks loaded
 * later (other languages, the validator the login form fetches once shown) are not counted: the page shows and
 * takes input without them. `npm run bench` reports it; with --enforce it fails above the budget.
 * It also checks the build's precompressed copies (vite.config.ts, precompressPlugin), which the server sends in
 * place of the file: each .br/.gz must decompress to its file as written, and index.html and the login route's
 * files must have both. A stale copy is a broken app (it once held Vite's unfilled preload helper), so a failed
 * check always exits non-zero.
 *
 *   node scripts/bundle-size.mjs [--enforce] [distDir]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

export const LOGIN_BUDGET_GZIP_BYTES = 200 * 1024;
const LOGIN_PAGE = 'src/features/auth/LoginPage.tsx';

/** Files of the chunks `roots` need before they run: themselves and their static imports, transitively. */
export function staticClosure(manifest, roots) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return [...files];
}

/** The JavaScript files the entry needs before it runs, and with `withLogin` those the login page needs too. */
function startFiles(distDir, withLogin) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (!manifest[LOGIN_PAGE]) throw new Error(`${LOGIN_PAGE} is not a chunk of the build`);
  return staticClosure(manifest, withLogin ? [...entries, LOGIN_PAGE] : entries).filter((file) => file.endsWith('.js'));
}

const loginFiles = (distDir) => startFiles(distDir, true);

const COPIES = [
  { suffix: '.br', decompress: brotliDecompressSync },
  { suffix: '.gz', decompress: gunzipSync },
];

/** What is wrong with the build's precompressed copies: a copy that differs from its file, or a missing one. */
export function precompressProblems(distDir) {
  const problems = [];
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    const copy = COPIES.find(({ suffix }) => entry.isFile() && entry.name.endsWith(suffix));
    if (!copy) continue;
    const path = join(entry.parentPath, entry.name);
    const original = path.slice(0, -copy.suffix.length);
    if (!existsSync(original)) continue;
    if (!copy.decompress(readFileSync(path)).equals(readFileSync(original)))
      problems.push(`${path} differs from ${original}`);
  }
  for (const file of ['index.html', ...loginFiles(distDir)]) {
    const content = readFileSync(join(distDir, file));
    // The build leaves files under 1 KB as they are: compressing them gains nothing.
    if (content.length < 1024) continue;
    for (const { suffix } of COPIES)
      if (!existsSync(join(distDir, file + suffix))) problems.push(`${file}${suffix} is missing`);
  }
  return problems;
}

function measure(distDir, files) {
  const sizes = files.map((file) => {
    const content = readFileSync(join(distDir, file));
    return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
  return {
    files: sizes,
    raw: sizes.reduce((sum, s) => sum + s.raw, 0),
    gzip: sizes.reduce((sum, s) => sum + s.gzip, 0),
  };
}

export const measureLogin = (distDir) => measure(distDir, loginFiles(distDir));
export const measureEntry = (distDir) => measure(distDir, startFiles(distDir, false));

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const enforce = args.includes('--enforce');
  const distDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? join(import.meta.dirname, '..', 'dist'));
  const login = measureLogin(distDir);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const lines = login.files
    .sort((a, b) => b.gzip - a.gzip)
    .map((f) => `  ${f.file.padEnd(48)} ${kb(f.raw).padStart(10)} ${kb(f.gzip).padStart(10)} gzip`);
  const entry = measureEntry(distDir);
  lines.push(`entry JavaScript: ${entry.files.length} files, ${kb(entry.raw)} raw, ${kb(entry.gzip)} gzipped`);
  lines.push(
    `login route JavaScript: ${login.files.length} files, ${kb(login.raw)} raw, ${kb(login.gzip)} gzipped (budget ${kb(LOGIN_BUDGET_GZIP_BYTES)})`,
  );
  process.stdout.write(`${lines.join('\n')}\n`);
  const problems = precompressProblems(distDir);
  if (problems.length > 0) {
    console.error(`precompressed copies are wrong:\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  }
  if (login.gzip > LOGIN_BUDGET_GZIP_BYTES) {
    console.error(`login route JavaScript is OVER its budget by ${kb(login.gzip - LOGIN_BUDGET_GZIP_BYTES)}`);
    if (enforce) process.exit(1);
  }
}
