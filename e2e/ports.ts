/** Ports of the end-to-end environment: a dev node in --manual mode and `vite preview`. */
export const E2E_NODE_PORT = 18888;
export const E2E_NODE_URL = `http://127.0.0.1:${E2E_NODE_PORT}`;
export const E2E_APP_PORT = 4173;
export const E2E_APP_URL = `http://127.0.0.1:${E2E_APP_PORT}`;
