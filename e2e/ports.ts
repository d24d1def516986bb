/**
 * Ports of the end-to-end environment: a dev node in --manual mode and `vite preview`.
 * E2E_NODE_PORT / E2E_APP_PORT move them, and E2E_NGINX_PORT, E2E_SW_PORT, E2E_TWIN_PORT the
 * servers some specs start of their own, so two checkouts can run their suites side by side.
 */

/** A port from the environment variable `name`, else `fallback`: extra servers of a spec move too. */
export function envPort(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export const E2E_NODE_PORT = envPort('E2E_NODE_PORT', 18888);
export const E2E_NODE_URL = `http://127.0.0.1:${E2E_NODE_PORT}`;
export const E2E_NODE_HOST = `127.0.0.1:${E2E_NODE_PORT}`;
export const E2E_APP_PORT = envPort('E2E_APP_PORT', 4173);
export const E2E_APP_URL = `http://127.0.0.1:${E2E_APP_PORT}`;
