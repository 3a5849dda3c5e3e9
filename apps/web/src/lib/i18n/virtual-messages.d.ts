// The catalogues message-catalogues.ts (the Vite plugin) compiles from src/locales/<language>/*.json.
declare module 'virtual:messages/*' {
  import type { Messages } from './messages';

  export const messages: Messages;
}
