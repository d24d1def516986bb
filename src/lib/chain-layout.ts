import type { GetInfo } from '@/api/node-client';
import type { TransactionLayout } from './transaction-abi';

/** The CyberWay mainnet's chain id (ground-truth §3). */
export const CYBERWAY_MAINNET_CHAIN_ID =
  '591c8aa5cade588b1ce045d26e5f2a162c52486262bd2d7abcb7fa18247e17ec';

/** What tells a chain's transaction layout, in the order it is trusted. */
export type LayoutEvidence =
  /** The CyberWay mainnet's chain id. */
  | 'mainnet-chain-id'
  /** get_info has fields CyberWay never sends (EOSIO 1.8+, 2.1, Leap). */
  | 'eosio-info-fields'
  /** A contract's ABI is `cyberway::abi/…`, a format only CyberWay nodes serve. */
  | 'cyberway-abi'
  /** A contract's ABI is `eosio::abi/…` on a node whose get_info could be either. */
  | 'eosio-abi'
  /** The person chose it. */
  | 'chosen';

export interface LayoutVerdict {
  layout: TransactionLayout;
  evidence: LayoutEvidence;
}

/** Fields of get_info that CyberWay (13 fields, EOSIO 1.6's set) never sends. */
const EOSIO_ONLY_FIELDS = [
  'fork_db_head_block_num',
  'server_full_version_string',
  'last_irreversible_block_time',
  'earliest_available_block_num',
] as const;

/**
 * The layout a node's chain signs in, from get_info and the ABIs of the contracts at hand. A
 * CyberWay node's get_info has EOSIO 1.6's 13 fields and no marker of its own, so a 13-field
 * answer off the mainnet is decided by an ABI's format (CyberWay serves `cyberway::abi/1.x`).
 * null when nothing tells yet.
 */
export function chainLayout(
  info: Pick<GetInfo, 'chain_id' | (typeof EOSIO_ONLY_FIELDS)[number]>,
  abiVersions: readonly string[],
): LayoutVerdict | null {
  if (info.chain_id === CYBERWAY_MAINNET_CHAIN_ID) {
    return { layout: 'cyberway', evidence: 'mainnet-chain-id' };
  }
  if (EOSIO_ONLY_FIELDS.some((f) => info[f] !== undefined)) {
    return { layout: 'eosio', evidence: 'eosio-info-fields' };
  }
  if (abiVersions.some((v) => v.startsWith('cyberway::'))) {
    return { layout: 'cyberway', evidence: 'cyberway-abi' };
  }
  if (abiVersions.some((v) => v.startsWith('eosio::'))) {
    return { layout: 'eosio', evidence: 'eosio-abi' };
  }
  return null;
}
