/**
 * What `npm start` was asked for: the dev node's port (`--port N` after `--`, else the
 * DEV_NODE_PORT variable, else 8888) and the other flags, which go to the dev node as they are.
 */
export function startOptions(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): { port: number; nodeArgs: string[] } | { problem: string } {
  const nodeArgs: string[] = [];
  let given: string | undefined = env['DEV_NODE_PORT'];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--port') given = argv[++i] ?? '';
    else if (arg.startsWith('--port=')) given = arg.slice('--port='.length);
    else nodeArgs.push(arg);
  }
  const port = Number(given ?? 8888);
  if (given === '' || !Number.isInteger(port) || port < 0 || port > 65535) {
    return { problem: `"${given}" is not a port (0–65535; 0 picks a free one).` };
  }
  return { port, nodeArgs };
}

/** The node's URL from its start-up line (`… listening on http://127.0.0.1:8888 (…`), if this is it. */
export function listeningUrl(output: string): string | null {
  return /listening on (http:\/\/[^\s,)]+)/.exec(output)?.[1] ?? null;
}

/** The seed the dev node will run with (`--seed N` or `--seed=N` among its flags; 1 otherwise). */
export function nodeSeed(nodeArgs: readonly string[]): number {
  let given: string | undefined;
  for (let i = 0; i < nodeArgs.length; i++) {
    const arg = nodeArgs[i] ?? '';
    if (arg === '--seed') given = nodeArgs[i + 1];
    else if (arg.startsWith('--seed=')) given = arg.slice('--seed='.length);
  }
  const seed = Number(given ?? 1);
  return Number.isInteger(seed) && seed >= 0 ? seed : 1;
}
