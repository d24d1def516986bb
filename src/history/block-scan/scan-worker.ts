/**
 * The scan worker's entry (a module worker: `new Worker(new URL('./scan-worker.ts',
 * import.meta.url), {type: 'module'})`, a file of the site itself, as the CSP's `script-src
 * 'self'` requires). It reads blocks with the same node client as the page.
 */
import { createNodeClient } from '@/api/node-client';
import { openHistoryStore } from './scan-store';
import { serveScans } from './scan-worker-host';

serveScans(self, {
  createNode: (baseUrl, timeoutMs) =>
    createNodeClient({ baseUrl, ...(timeoutMs !== undefined ? { timeoutMs } : {}) }),
  openStore: openHistoryStore,
});
