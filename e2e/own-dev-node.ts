import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from './fixtures';

/**
 * A dev node of a spec's own (faults are global to a node; the node view needs several), started
 * with `args` after `dev-node/src/main.ts`. It runs in its own process group: npx runs tsx, which
 * runs node, and only the whole group's end stops the node (killing npx alone left a dev node
 * behind after every run). Resolves with its URL once it listens.
 */
export function startOwnDevNode(args: string[]): { child: ChildProcess; url: Promise<string> } {
  const child = spawn('npx', ['tsx', 'dev-node/src/main.ts', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const url = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`dev node exited (${code}): ${out}`)));
  });
  return { child, url };
}

/** Ends a node of startOwnDevNode, with its whole process group. */
export function stopOwnDevNode(child: ChildProcess | undefined) {
  if (child?.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/**
 * A dev node of startOwnDevNode for the tests of the file or describe block this is called in:
 * started before them, stopped after. `url()` is its address once started.
 */
export function ownDevNodeForTests(args: string[]): { url: () => string } {
  let child: ChildProcess | undefined;
  let url = '';
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const node = startOwnDevNode(args);
    child = node.child;
    url = await node.url;
  });
  test.afterAll(() => stopOwnDevNode(child));
  return { url: () => url };
}

/** Sets a dev node's faults (`{}` clears them): dev-node/src/faults.ts. */
export async function setDevNodeFaults(nodeUrl: string, spec: Record<string, unknown>) {
  const res = await fetch(`${nodeUrl}/dev/faults`, { method: 'POST', body: JSON.stringify(spec) });
  expect(res.ok).toBe(true);
}
