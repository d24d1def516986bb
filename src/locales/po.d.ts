// @lingui/vite-plugin compiles a .po catalog on import.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
