import { Bytes, Serializer } from '@wharfkit/antelope';
import { encodeData } from '../abi/fast-encode.ts';
import { bytesToHex } from '../hex.ts';
import type { KeyRing } from '../keys.ts';
import type { ActionRecord } from '../records.ts';
import type { AccountState } from '../state.ts';
import { KeyIndex } from '../key-index.ts';
import { TableStore } from '../state.ts';
import type { ContractTable } from '../tables.ts';
import type { RowData, StoredRow } from '../row-segments.ts';
import type { AuthorityView } from './authorization.ts';
import { DeferredStore } from './deferred.ts';
import { ledgerErrors } from './errors.ts';
import { Journal } from './journal.ts';
import { TraceStore, type ReceiptTrace } from './traces.ts';

/**
 * The chain's state and its changes, each recorded in the journal so that a failed transaction
 * can be undone: what contract handlers read and change. The Ledger adds the one path that
 * applies transactions to it.
 */
export class LedgerState implements AuthorityView {
  readonly seed: number;
  readonly keys: KeyRing;
  readonly accounts = new Map<string, AccountState>();
  readonly tables = new TableStore();
  readonly links = new Map<string, string>();
  readonly deferred = new DeferredStore();
  readonly traces = new TraceStore();
  readonly journal = new Journal();
  /** Transactions whose failed deferred execution runs the error handler (see README). */
  readonly softFailList = new Set<string>();
  globalSequence = 0;
  /**
   * Accounts whose permissions were set or changed since the key index last read them (an
   * undone change leaves its name here too: the index reads the permissions as they are).
   */
  readonly authChanged = new Set<string>();
  /** The block that last set each permission (`account@permission`); none for the genesis state's. */
  readonly permissionBlocks = new Map<string, { num: number; ms: number }>();
  /** Accounts by the public keys in their permissions (get_key_accounts), built when asked. */
  readonly keyIndex: KeyIndex = new KeyIndex(this);
  /** Off while genesis is applied: its actions are not kept as traces. */
  recording = true;

  constructor(seed: number, keys: KeyRing) {
    this.seed = seed;
    this.keys = keys;
  }

  /** The receipt of `act` by `receiver`, taking the next sequence numbers. */
  receipt(receiver: string, act: ActionRecord): ReceiptTrace {
    const account = this.accounts.get(receiver);
    if (!account) throw ledgerErrors.actionValidate(`account '${receiver}' does not exist`);
    const globalSequence = ++this.globalSequence;
    const recvSequence = ++account.recvSequence;
    const actors =
      act.authorization.length === 1
        ? [act.authorization[0]?.actor ?? '']
        : [...new Set(act.authorization.map((a) => a.actor))].sort();
    const authSequence: [string, number][] = [];
    for (const actor of actors) {
      const authorizer = this.accounts.get(actor);
      if (authorizer) authSequence.push([actor, ++authorizer.authSequence]);
    }
    this.journal.record(() => {
      this.globalSequence--;
      account.recvSequence--;
      for (const [actor] of authSequence) {
        const authorizer = this.accounts.get(actor);
        if (authorizer) authorizer.authSequence--;
      }
    });
    return {
      receiver,
      globalSequence,
      recvSequence,
      authSequence,
      codeSequence: account.codeSequence,
      abiSequence: account.abiSequence,
    };
  }

  // State changes: each records its undo in the journal.

  addAccount(account: AccountState): void {
    this.accounts.set(account.name, account);
    this.authChanged.add(account.name);
    this.journal.record(() => this.accounts.delete(account.name));
  }

  /** Changes fields of an account (permissions, code, abi, …), undoably. */
  updateAccount(account: AccountState, change: Partial<AccountState>): void {
    const before: Partial<AccountState> = {};
    for (const key of Object.keys(change) as (keyof AccountState)[])
      Object.assign(before, { [key]: account[key] });
    Object.assign(account, change);
    if (change.permissions) this.authChanged.add(account.name);
    this.journal.record(() => Object.assign(account, before));
  }

  /** newaccount and updateauth note the block a permission was set in (Hyperion's perm docs). */
  notePermissionBlock(account: string, permission: string, block: { num: number; ms: number }) {
    // The genesis state's permissions are answered as set in block 1 without an entry each.
    if (!this.recording) return;
    const key = `${account}@${permission}`;
    const before = this.permissionBlocks.get(key);
    this.permissionBlocks.set(key, { num: block.num, ms: block.ms });
    this.journal.record(() => {
      if (before === undefined) this.permissionBlocks.delete(key);
      else this.permissionBlocks.set(key, before);
    });
  }

  setLink(key: string, permission: string | undefined): void {
    const before = this.links.get(key);
    if (permission === undefined) this.links.delete(key);
    else this.links.set(key, permission);
    this.journal.record(() => {
      if (before === undefined) this.links.delete(key);
      else this.links.set(key, before);
    });
  }

  insertRow(table: ContractTable, scope: string, data: RowData, payer: string): StoredRow {
    const row = table.makeRow(data, payer);
    table.insert(scope, row);
    this.journal.record(() => table.remove(scope, row));
    return row;
  }

  /** Replaces a row's data; a row whose keys change moves in its indexes. */
  modifyRow(table: ContractTable, scope: string, row: StoredRow, data: RowData): StoredRow {
    if (!table.keysChange(row.data, data)) {
      const before = row.data;
      table.update(row, data);
      this.journal.record(() => table.update(row, before));
      return row;
    }
    const next = table.makeRow(data, row.payer);
    table.remove(scope, row);
    table.insert(scope, next);
    this.journal.record(() => {
      table.remove(scope, next);
      table.insert(scope, row);
    });
    return next;
  }

  eraseRow(table: ContractTable, scope: string, row: StoredRow): void {
    table.remove(scope, row);
    this.journal.record(() => table.insert(scope, row));
  }

  /**
   * Reads packed action arguments (hex) with the contract's ABI, as the contract unpacks them:
   * an action its ABI does not declare is refused (the node runs only the actions its contracts
   * declare), data that does not unpack fails as a contract's read past the end does.
   */
  decode(account: string, name: string, hex: string): RowData {
    const abi = this.accounts.get(account)?.abi;
    const type = abi?.def.actions.find((a) => a.name === name)?.type;
    if (!abi || !type)
      throw ledgerErrors.actionValidate(`Unknown action ${name} in contract ${account}`);
    let value: unknown;
    try {
      value = Serializer.objectify(
        Serializer.decode({ data: Bytes.from(hex, 'hex'), abi: abi.wharf, type }),
      );
    } catch {
      throw ledgerErrors.assertion('read');
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw ledgerErrors.assertion('read');
    return value as RowData;
  }

  /** Packs action arguments with the contract's ABI (hex). */
  encode(account: string, name: string, data: RowData): string {
    const abi = this.accounts.get(account)?.abi;
    const type = abi?.def.actions.find((a) => a.name === name)?.type;
    if (!abi || !type) throw new Error(`no ABI for ${account}::${name}`);
    return bytesToHex(encodeData(abi.def, abi.wharf, type, data));
  }
}
