import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  plugins: [react(), versionFilePlugin(buildId)],
  define: { __APP_VERSION__: JSON.stringify(buildId) },
  // `source` lets @guiche/shared resolve to its TypeScript; the defaults keep browser builds of dependencies.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: {
      '/api': serverUrl,
      '/socket.io': { target: serverUrl, ws: true },
    },
  },
});
