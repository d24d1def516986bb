import { Bytes, Checksum256, KeyType, Signature } from '@wharfkit/antelope';
import { NULL_PUBLIC_KEY } from '../chain/keys.ts';
import { sha256 } from '../chain/rng.ts';
import type { SimulatedChain } from '../chain/simulated-chain.ts';
import type { Peer } from '../chain/state.ts';
import { isPlainObject, jsonType, timePoint } from '../json.ts';
import { nodeErrors } from '../node-errors.ts';
import type { RouteTable } from './route-types.ts';

const ZERO = '0'.repeat(64);
const NULL_SIGNATURE = new Signature(KeyType.K1, Bytes.from(new Uint8Array(65))).toString();
const signatures = new Map<string, string>();

/** Real nodes take a bare JSON string ("host:port"); the spec an object {endpoint}. Both work. */
function endpoint(body: unknown): string {
  const value = isPlainObject(body) ? body['endpoint'] : body;
  if (typeof value !== 'string') throw nodeErrors.badCast(jsonType(value), 'string');
  return value;
}

function handshake(chain: SimulatedChain, peer: Peer): object {
  const h = peer.handshake;
  if (!h) {
    // What a connection shows before its first handshake: defaults, zero hashes, the null key.
    return {
      network_version: 0,
      chain_id: ZERO,
      node_id: ZERO,
      key: NULL_PUBLIC_KEY,
      time: timePoint(0),
      token: ZERO,
      sig: NULL_SIGNATURE,
      p2p_address: '',
      last_irreversible_block_num: 0,
      last_irreversible_block_id: ZERO,
      head_num: 0,
      head_id: ZERO,
      os: '',
      agent: '',
      generation: 0,
      considers_gray: false,
    };
  }
  const headNum = Math.max(1, chain.headNum() - h.lag);
  const head = chain.block(headNum) ?? chain.head();
  const lib = chain.block(Math.max(1, Math.floor((headNum - 14) / 21) * 21)) ?? head;
  const timeMs = chain.headTimeMs() - h.lag * 3000;
  const token = sha256(String(BigInt(timeMs) * 1_000_000n)).toString('hex');
  const pair = chain.keys.get(`peer/${h.nodeLabel}`);
  const sigKey = `${chain.seed}/${h.nodeLabel}/${token}`;
  let sig = signatures.get(sigKey);
  if (!sig) {
    sig = pair.privateKey.signDigest(Checksum256.from(token)).toString();
    if (signatures.size > 1000) signatures.clear();
    signatures.set(sigKey, sig);
  }
  return {
    network_version: 1206,
    chain_id: chain.chainId.toString('hex'),
    node_id: sha256(`node/${chain.seed}/${h.nodeLabel}`).toString('hex'),
    key: pair.gls,
    time: timePoint(timeMs),
    token,
    sig,
    p2p_address: `${peer.peer} - ${h.nodeLabel}`,
    last_irreversible_block_num: lib.num,
    last_irreversible_block_id: lib.id,
    head_num: head.num,
    head_id: head.id,
    os: h.os,
    agent: h.agent,
    generation: h.generation,
    considers_gray: false,
  };
}

function status(chain: SimulatedChain, peer: Peer): object {
  return {
    peer: peer.peer,
    connecting: peer.connecting,
    syncing: peer.syncing,
    last_handshake: handshake(chain, peer),
  };
}

export const netRoutes: RouteTable = {
  connect: (body, chain) => {
    const host = endpoint(body);
    if (chain.peers.some((p) => p.peer === host)) return '"already connected"';
    chain.peers.push({ peer: host, connecting: true, syncing: false });
    return '"added connection"';
  },
  disconnect: (body, chain) => {
    const host = endpoint(body);
    const before = chain.peers.length;
    chain.peers = chain.peers.filter((p) => p.peer !== host);
    return chain.peers.length < before ? '"connection removed"' : '"no known connection for host"';
  },
  status: (body, chain) => {
    const host = endpoint(body);
    const peer = chain.peers.find((p) => p.peer === host);
    return peer ? JSON.stringify(status(chain, peer)) : 'null';
  },
  connections: (body, chain) => {
    if (body !== undefined && !isPlainObject(body))
      throw nodeErrors.badCast(jsonType(body), 'Object');
    return JSON.stringify(chain.peers.map((p) => status(chain, p)));
  },
};
