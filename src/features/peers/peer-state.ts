import { plural, t } from '@lingui/core/macro';
import { handshakeDate, type ConnectionStatus, type Handshake } from '@/api/schemas/net';

const ZERO_HASH = /^0*$/;

/** True before the first handshake arrived: the node reports default (zero) values. */
export function hasHandshake(h: Handshake): boolean {
  return !ZERO_HASH.test(h.node_id) || h.head_num > 0 || h.agent !== '';
}

/** Connection state in words; `connecting` and `syncing` are independent flags. */
export function describeConnection(c: Pick<ConnectionStatus, 'connecting' | 'syncing'>): string {
  if (c.connecting && c.syncing) return t`Connecting, syncing`;
  if (c.connecting) return t`Connecting`;
  if (c.syncing) return t`Syncing`;
  return t`Connected`;
}

/**
 * Whether the peer is on our chain: 'unknown' unless both chain ids are known (our node has not
 * answered get_info, or the peer has sent no handshake), so "same chain" is never a guess.
 */
export function chainMatch(
  h: Handshake,
  ourChainId: string | undefined,
): 'same' | 'other' | 'unknown' {
  if (!ourChainId || ZERO_HASH.test(h.chain_id) || !h.chain_id) return 'unknown';
  return h.chain_id.toLowerCase() === ourChainId.toLowerCase() ? 'same' : 'other';
}

/** "12 blocks behind", "3 blocks ahead", "level"; null when either side is unknown. */
export function describeLag(ours: number | undefined, theirs: number): string | null {
  if (ours === undefined || theirs <= 0) return null;
  const diff = ours - theirs;
  if (diff === 0) return t`level with our node`;
  const n = Math.abs(diff);
  return diff > 0
    ? plural(n, { one: '# block behind', other: '# blocks behind' })
    : plural(n, { one: '# block ahead', other: '# blocks ahead' });
}

/** The handshake time as a Date (nanoseconds or a timestamp string), null if none. */
export function handshakeTime(h: Handshake): Date | null {
  return handshakeDate(h.time);
}

/**
 * Checks an endpoint before it is sent to connect: `host:port`, an IPv6 `[addr]:port`, or a URL.
 * Returns an error text, or null when it looks usable.
 */
export function validateEndpoint(input: string): string | null {
  const value = input.trim();
  if (!value) return t`Enter the peer address as host:port.`;
  if (/\s/.test(value)) return t`The address may not contain spaces.`;
  if (value.length > 253) return t`The address is too long.`;
  const m = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/.exec(value);
  if (!m) return t`“${value}” is not host:port (for example 10.0.0.5:9876).`;
  const port = Number(m[2]);
  if (port < 1 || port > 65535) return t`Port ${m[2] ?? port} is out of range (1–65535).`;
  return null;
}
