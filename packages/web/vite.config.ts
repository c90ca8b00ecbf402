import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const serverUrl = process.env.GUICHE_SERVER_URL ?? 'http://localhost:8080';

/**
 * One id per build. The app compares the `version.json` it polls with the id compiled into it and offers a
 * reload when they differ (spec 1 §4 "A new application version shows a persistent toast").
 */
const buildId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

function versionFilePlugin(version: string): Plugin {
  return {
    name: 'guiche-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version }) });
    },
  };
}

/**
 * The service worker (pwa/service-worker.js) written as /sw.js with the build id in it: each deployment is then a
 * new worker to the browser, which drops the previous build's caches (the worker's own comment says what it caches).
 */
function serviceWorkerPlugin(version: string): Plugin {
  return {
    name: 'guiche-service-worker',
    apply: 'build',
    generateBundle() {
      const source = readFileSync(new URL('./pwa/service-worker.js', import.meta.url), 'utf8');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: source.replace('__BUILD_ID__', version) });
    },
  };
}

/**
 * Every script, style sheet and text asset also written brotli- and gzip-compressed (`x.js.br`, `x.js.gz`), at the
 * highest levels: the server sends the variant the browser accepts (fastify-static `preCompressed`) without
 * compressing on each request. scripts/bundle-size.mjs (npm run bench) checks each copy against its file.
 */
function precompressPlugin(): Plugin {
  const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
  return {
    name: 'guiche-precompress',
    apply: 'build',
    // After writing, not in generateBundle: Vite fills in its preload helper and emits index.html late in
    // generateBundle, so compressing there copied scripts that still held `__VITE_PRELOAD__` (a blank app).
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const content = readFileSync(join(outDir, fileName));
        if (content.length < 1024) continue;
        writeFileSync(
          join(outDir, `${fileName}.br`),
          brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(join(outDir, `${fileName}.gz`), gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), versionFilePlugin(buildId), serviceWorkerPlugin(buildId), precompressPlugin()],
  define: { __APP_VERSION__: JSON.stringify(buildId) },
  // `source` lets @guiche/shared resolve to its TypeScript; the defaults keep browser builds of dependencies.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // The manifest tells scripts/bundle-size.mjs which chunks the login route loads.
  build: { manifest: true },
  server: {
    proxy: {
      '/api': serverUrl,
      '/socket.io': { target: serverUrl, ws: true },
    },
  },
});
