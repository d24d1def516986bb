import { afterAll, beforeAll } from 'vitest';
import { createDevNode, type DevNode } from '@dev-node/server.ts';

/**
 * A dev node for the tests of one file: started before them (manual: its chain moves only when
 * a test makes it), closed after them. Read it inside a test, once it has started.
 */
export function devNodeForFile(): () => DevNode {
  let node: DevNode | undefined;
  beforeAll(async () => {
    node = await createDevNode({ port: 0, manual: true });
  }, 120_000);
  afterAll(async () => {
    await node?.close();
  });
  return () => {
    if (!node) throw new Error('The dev node has not started: read it inside a test.');
    return node;
  };
}

/** A fetch that records each request's path and body before passing it on. */
export function recordingFetch() {
  const requests: { path: string; body: string }[] = [];
  const fetchRecorded: typeof fetch = (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    requests.push({
      path: new URL(href).pathname,
      body: typeof init?.body === 'string' ? init.body : '',
    });
    return fetch(input, init);
  };
  return { fetch: fetchRecorded, requests };
}
