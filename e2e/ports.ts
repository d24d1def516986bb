/**
 * Ports of the end-to-end environment: a dev node in --manual mode and `vite preview`.
 * E2E_NODE_PORT / E2E_APP_PORT move them, so two checkouts can run their suites side by side.
 */
function port(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export const E2E_NODE_PORT = port('E2E_NODE_PORT', 18888);
export const E2E_NODE_URL = `http://127.0.0.1:${E2E_NODE_PORT}`;
export const E2E_NODE_HOST = `127.0.0.1:${E2E_NODE_PORT}`;
export const E2E_APP_PORT = port('E2E_APP_PORT', 4173);
export const E2E_APP_URL = `http://127.0.0.1:${E2E_APP_PORT}`;
