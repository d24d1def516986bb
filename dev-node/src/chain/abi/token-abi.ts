import { actions, index, struct } from './abi-builders.ts';
import { cyberwayAbi, type CyberwayAbi } from './cyberway-abi.ts';

/** cyber.token, shaped like the real cyber.token ABI (accounts by balance._sym, stat by supply._sym). */
export const TOKEN_ABI: CyberwayAbi = cyberwayAbi({
  structs: [
    struct('account', [
      ['balance', 'asset'],
      ['payments', 'asset'],
    ]),
    struct('currency_stats', [
      ['supply', 'asset'],
      ['max_supply', 'asset'],
      ['issuer', 'name'],
    ]),
    struct('balance_event', [
      ['account', 'name'],
      ['balance', 'asset'],
      ['payments', 'asset'],
    ]),
    struct('create', [
      ['issuer', 'name'],
      ['maximum_supply', 'asset'],
    ]),
    struct('issue', [
      ['to', 'name'],
      ['quantity', 'asset'],
      ['memo', 'string'],
    ]),
    struct('open', [
      ['owner', 'name'],
      ['symbol', 'symbol'],
      ['ram_payer', 'name'],
    ]),
    struct('close', [
      ['owner', 'name'],
      ['symbol', 'symbol'],
    ]),
    struct('transfer', [
      ['from', 'name'],
      ['to', 'name'],
      ['quantity', 'asset'],
      ['memo', 'string'],
    ]),
    struct('retire', [
      ['quantity', 'asset'],
      ['memo', 'string'],
    ]),
  ],
  actions: actions('create', 'issue', 'open', 'close', 'transfer', 'retire'),
  events: [
    { name: 'balance', type: 'balance_event' },
    { name: 'currency', type: 'currency_stats' },
  ],
  tables: [
    { name: 'accounts', type: 'account', indexes: [index('primary', ['balance._sym'])] },
    {
      name: 'stat',
      type: 'currency_stats',
      scope_type: 'symbol_code',
      indexes: [index('primary', ['supply._sym'])],
    },
  ],
});
