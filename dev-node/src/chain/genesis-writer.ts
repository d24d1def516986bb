import { CONTRACT_ABIS } from './abi/contracts.ts';
import { encodeAbi } from './abi/cyberway-abi.ts';
import { SYSTEM } from './genesis-accounts.ts';
import { bytesToHex } from './hex.ts';
import type { Ledger } from './ledger/ledger.ts';
import type { Authority } from './state.ts';
import { contractWasm } from './wasm.ts';

type Data = Record<string, unknown>;

/**
 * Applies genesis actions through the ledger: each is an ordinary transaction, checked and run
 * as any block's, before block 1 (so no traces are kept).
 */
export class GenesisWriter {
  readonly ledger: Ledger;

  constructor(ledger: Ledger) {
    this.ledger = ledger;
  }

  run(
    ms: number,
    actions: { account: string; name: string; actor: string; permission?: string; data: Data }[],
  ): void {
    this.ledger.applyTransaction(
      {
        id: '',
        delaySec: 0,
        actions: actions.map((a) => ({
          account: a.account,
          name: a.name,
          authorization: [{ actor: a.actor, permission: a.permission ?? 'active' }],
          data: '',
          json: a.data,
        })),
      },
      { num: 0, ms },
    );
  }

  act(ms: number, account: string, name: string, actor: string, data: Data): void {
    this.run(ms, [{ account, name, actor, data }]);
  }

  newaccount(
    ms: number,
    creator: string,
    name: string,
    auth: { owner: Authority; active: Authority },
  ): void {
    this.act(ms, SYSTEM, 'newaccount', creator, {
      creator,
      name,
      owner: auth.owner,
      active: auth.active,
    });
  }

  deploy(ms: number, account: string): void {
    const abi = CONTRACT_ABIS[account];
    if (!abi) return;
    this.run(ms, [
      {
        account: SYSTEM,
        name: 'setcode',
        actor: account,
        data: { account, vmtype: 0, vmversion: 0, code: bytesToHex(contractWasm(account)) },
      },
      {
        account: SYSTEM,
        name: 'setabi',
        actor: account,
        data: { account, abi: bytesToHex(encodeAbi(abi)) },
      },
    ]);
  }

  transfer(ms: number, from: string, to: string, quantity: string, memo = ''): void {
    this.act(ms, 'cyber.token', 'transfer', from, { from, to, quantity, memo });
  }
}
