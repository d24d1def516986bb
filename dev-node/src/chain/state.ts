import { Checksum256 } from '@wharfkit/antelope';
import type { ABI } from '@wharfkit/antelope';
import type { CyberwayAbi } from './abi/cyberway-abi.ts';
import { decodeAbi, encodeAbi, toWharfAbi } from './abi/cyberway-abi.ts';
import { ContractTable } from './tables.ts';

export interface KeyWeight {
  /** A public key (`GLS…`) or a KeyRing label whose key is derived when first shown (keys.ts). */
  key: string;
  weight: number;
}

export interface PermissionLevel {
  actor: string;
  permission: string;
}

export interface Authority {
  threshold: number;
  keys: KeyWeight[];
  accounts: { permission: PermissionLevel; weight: number }[];
  waits: { wait_sec: number; weight: number }[];
}

export interface PermissionState {
  perm_name: string;
  parent: string;
  required_auth: Authority;
}

export interface DeployedCode {
  wasm: Uint8Array;
  hash: string;
}

export interface DeployedAbi {
  def: CyberwayAbi;
  wharf: ABI;
  packed: Uint8Array;
  hash: string;
}

/** An account as the chain's account, permission and sequence objects hold it. */
export interface AccountState {
  name: string;
  createdMs: number;
  privileged: boolean;
  /** Ordered by name, as the node's permission index is. */
  permissions: PermissionState[];
  code?: DeployedCode;
  abi?: DeployedAbi;
  lastCodeUpdateMs: number;
  ramUsage: number;
  /** Receipts this account received (action_receipt.recv_sequence). */
  recvSequence: number;
  /** Actions this account authorized (action_receipt.auth_sequence). */
  authSequence: number;
  /** setcode and setabi counts (action_receipt.code_sequence / abi_sequence). */
  codeSequence: number;
  abiSequence: number;
}

export function deployAbi(def: CyberwayAbi): DeployedAbi {
  const packed = encodeAbi(def);
  return { def, wharf: toWharfAbi(def), packed, hash: Checksum256.hash(packed).hexString };
}

const deployedByHash = new Map<string, DeployedAbi>();

/**
 * The ABI a setabi's bytes hold. Contracts redeploy the same ABI again and again: one decoded
 * copy per distinct ABI is kept (a few), so each setabi does not decode it anew.
 */
export function deployPackedAbi(packed: Uint8Array): DeployedAbi {
  const hash = Checksum256.hash(packed).hexString;
  let deployed = deployedByHash.get(hash);
  if (!deployed) {
    deployed = deployAbi(decodeAbi(packed));
    if (deployedByHash.size < 64) deployedByHash.set(hash, deployed);
  }
  return deployed;
}

export function deployCode(wasm: Uint8Array): DeployedCode {
  return { wasm, hash: Checksum256.hash(wasm).hexString };
}

/** All contract tables, one per (code, table); scopes live inside each. */
export class TableStore {
  /** By code, then by table name: no key string is built per lookup (every action makes a few). */
  private readonly tables = new Map<string, Map<string, ContractTable>>();

  /** Opens the tables an ABI declares; tables that exist keep their rows. */
  add(code: string, abi: DeployedAbi): void {
    let ofCode = this.tables.get(code);
    if (!ofCode) {
      ofCode = new Map();
      this.tables.set(code, ofCode);
    }
    for (const def of abi.def.tables) {
      if (!ofCode.has(def.name))
        ofCode.set(def.name, new ContractTable(code, abi.def, def, abi.wharf));
    }
  }

  get(code: string, table: string): ContractTable | undefined {
    return this.tables.get(code)?.get(table);
  }

  require(code: string, table: string): ContractTable {
    const t = this.get(code, table);
    if (!t) throw new Error(`no table ${code}.${table}`);
    return t;
  }

  has(code: string, table: string): boolean {
    return this.get(code, table) !== undefined;
  }
}

export interface Peer {
  peer: string;
  connecting: boolean;
  syncing: boolean;
  /** Peers added through net/connect have not handshaked yet. */
  handshake?: { nodeLabel: string; agent: string; os: string; lag: number; generation: number };
}
