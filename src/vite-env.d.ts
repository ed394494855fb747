/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** package.json version, set by vite.config.ts; busts the persisted query cache. */
  readonly APP_VERSION: string;
}
