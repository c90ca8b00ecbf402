/** Id of this build, defined by vite.config.ts; the same id is written to dist/version.json. */
declare const __APP_VERSION__: string;
