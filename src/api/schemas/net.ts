import { z } from '@/api/zod';
import { counter } from './common';

/** The peer's last handshake message (defaults — zero hashes, empty strings — before the first). */
export const handshakeSchema = z.object({
  network_version: counter,
  chain_id: z.string(),
  /** Identifies the peer node and prevents self-connection. */
  node_id: z.string(),
  /** Peer's authentication public key. */
  key: z.string(),
  /**
   * Handshake time: nanoseconds since the epoch as an int64 (a string when large) on real nodes,
   * a timestamp string in the spec. Read it with `handshakeDate`.
   */
  time: z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((v) => String(v)),
  ),
  token: z.string(),
  sig: z.string(),
  /** Address the peer listens on. */
  p2p_address: z.string(),
  last_irreversible_block_num: counter,
  last_irreversible_block_id: z.string(),
  /** Peer's head block number. */
  head_num: counter,
  head_id: z.string(),
  /** Operating system of the peer. */
  os: z.string(),
  /** Agent name the peer announces. */
  agent: z.string(),
  generation: z.number(),
  /** Listed by the spec; real nodes never emit it. */
  considers_gray: z.optional(z.boolean()),
});
export type Handshake = z.infer<typeof handshakeSchema>;

/** A peer connection. `connecting` and `syncing` are independent. */
export const connectionStatusSchema = z.object({
  /** Address as it was added. */
  peer: z.string(),
  connecting: z.boolean(),
  syncing: z.boolean(),
  last_handshake: handshakeSchema,
});
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;

/** net/connections. */
export const getConnectionsSchema = z.array(connectionStatusSchema);

/** net/status → the connection, or null when not connected. */
export const getPeerStatusSchema = z.nullable(connectionStatusSchema);

/** net/connect and net/disconnect → the node's message ("added connection", "already connected", …). */
export const netMessageSchema = z.string();

/** A handshake `time` as a Date, or null for the zero/default time or an unreadable value. */
export function handshakeDate(time: string): Date | null {
  if (/^\d+$/.test(time)) {
    const ms = Number(BigInt(time) / 1_000_000n);
    return ms > 0 ? new Date(ms) : null;
  }
  const d = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(time) ? time : `${time}Z`);
  return Number.isNaN(d.getTime()) || d.getTime() <= 0 ? null : d;
}
