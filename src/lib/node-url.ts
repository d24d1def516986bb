/** Where the node URL in use came from, in resolution order. */
export type NodeSource = 'link' | 'saved' | 'config' | 'build' | 'default';

export const DEFAULT_NODE_URL = 'http://127.0.0.1:8888';

/**
 * Accepts only absolute http(s) URLs and returns them normalised (no trailing slash, no query or
 * hash), or null. Anything else — `javascript:`, relative paths, garbage — is refused.
 */
export function normalizeNodeUrl(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.protocol}//${url.host}${path}`;
}

export interface NodeUrlInputs {
  /** The `?node=` parameter of the page URL, if any. */
  linkParam: string | null;
  /** The person's saved choice (localStorage). */
  saved: string | null;
  /** `nodeUrl` from the runtime config.json next to index.html. */
  config: string | null;
  /** Build-time VITE_NODE_URL. */
  build: string | null;
}

export interface ResolvedNode {
  url: string;
  source: NodeSource;
}

/** Resolution order: ?node= → saved choice → runtime config.json → VITE_NODE_URL → local dev node. */
export function resolveNodeUrl(inputs: NodeUrlInputs): ResolvedNode {
  const candidates: [string | null, NodeSource][] = [
    [inputs.linkParam, 'link'],
    [inputs.saved, 'saved'],
    [inputs.config, 'config'],
    [inputs.build, 'build'],
  ];
  for (const [value, source] of candidates) {
    const url = value ? normalizeNodeUrl(value) : null;
    if (url) return { url, source };
  }
  return { url: DEFAULT_NODE_URL, source: 'default' };
}

/** A short label for a node URL: its host. */
export function nodeLabel(url: string): string {
  try {
    const u = new URL(url);
    return u.host + (u.pathname === '/' ? '' : u.pathname);
  } catch {
    return url;
  }
}
