/** Id of this build, defined by vite.config.ts; the same id is written to dist/version.json. */
declare const __APP_VERSION__: string;

/** Build-time settings read by the web app (vite: only VITE_-prefixed variables reach the browser). */
interface ImportMetaEnv {
  /** The support chat link behind the connections page's 'call support' button; empty hides the button. */
  readonly VITE_SUPPORT_CHAT_URL?: string;
}
