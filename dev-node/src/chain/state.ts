import { Checksum256 } from '@wharfkit/antelope';
import type { CyberwayAbi } from './abi/cyberway-abi.ts';
import { encodeAbi, toWharfAbi } from './abi/cyberway-abi.ts';
import type { ABI } from '@wharfkit/antelope';
import { ContractTable } from './tables.ts';

export interface KeyWeight {
  /** KeyRing label; the public key is derived when first shown. */
  key: string;
  weight: number;
}

export interface Authority {
  threshold: number;
  keys: KeyWeight[];
  accounts: { permission: { actor: string; permission: string }; weight: number }[];
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

export interface AccountState {
  name: string;
  createdMs: number;
  privileged: boolean;
  permissions: PermissionState[];
  code?: DeployedCode;
  abi?: DeployedAbi;
  lastCodeUpdateMs: number;
  /** Stake in core-token base units. */
  staked: number;
  received: number;
  provided: number;
  ramUsage: number;
}

export function deployAbi(def: CyberwayAbi): DeployedAbi {
  const packed = encodeAbi(def);
  return { def, wharf: toWharfAbi(def), packed, hash: Checksum256.hash(packed).hexString };
}

export function deployCode(wasm: Uint8Array): DeployedCode {
  return { wasm, hash: Checksum256.hash(wasm).hexString };
}

/** All contract tables, one per (code, table); scopes live inside each. */
export class TableStore {
  private readonly tables = new Map<string, ContractTable>();

  add(code: string, abi: DeployedAbi): void {
    for (const def of abi.def.tables) {
      this.tables.set(`${code}:${def.name}`, new ContractTable(code, abi.def, def, abi.wharf));
    }
  }

  get(code: string, table: string): ContractTable | undefined {
    return this.tables.get(`${code}:${table}`);
  }

  require(code: string, table: string): ContractTable {
    const t = this.get(code, table);
    if (!t) throw new Error(`no table ${code}.${table}`);
    return t;
  }
}

export interface Peer {
  peer: string;
  connecting: boolean;
  syncing: boolean;
  /** Peers added through net/connect have not handshaked yet. */
  handshake?: { nodeLabel: string; agent: string; os: string; lag: number; generation: number };
}
