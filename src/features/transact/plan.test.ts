import { PrivateKey } from '@wharfkit/antelope';
import { describe, expect, it } from 'vitest';
import type { Abi } from '@/api/node-client';
import { EMPTY_DRAFT, type PushDraft } from '@/lib/push-draft';
import { recoverKeys, signingDigest, transactionId } from '@/lib/transaction-codec';
import { refBlockPrefix } from '@/lib/transaction-header';
import { buildTransaction } from './build';
import { signDigestWith } from './key-material';
import { planDraft, readAuthorization, type PlannedAction } from './plan';

const TOKEN_ABI: Abi = {
  version: 'cyberway::abi/1.1',
  types: [],
  structs: [
    {
      name: 'transfer',
      base: '',
      fields: [
        { name: 'from', type: 'name' },
        { name: 'to', type: 'name' },
        { name: 'quantity', type: 'asset' },
        { name: 'memo', type: 'string' },
      ],
    },
  ],
  actions: [{ name: 'transfer', type: 'transfer', ricardian_contract: '' }],
  events: [],
  tables: [],
  ricardian_clauses: [],
  error_messages: [],
  abi_extensions: [],
  variants: [],
  action_results: [],
};

const transfer = {
  account: 'cyber.token',
  name: 'transfer',
  auth: 'alice@active',
  data: { from: 'alice', to: 'bob', quantity: '1.0000 CYBER', memo: 'hi' },
};

const draft = (over: Partial<PushDraft>): PushDraft => ({ ...EMPTY_DRAFT, ...over });
const abis = new Map([['cyber.token', TOKEN_ABI]]);

describe('a draft planned into actions', () => {
  it('reads authorizations as actor@permission, refusing anything else', () => {
    expect(readAuthorization('alice@active, bob@owner')).toEqual([
      { actor: 'alice', permission: 'active' },
      { actor: 'bob', permission: 'owner' },
    ]);
    expect(readAuthorization('alice')).toBeNull();
    expect(readAuthorization('alice@active@x')).toBeNull();
  });

  it('says which action cannot be packed yet, and why', () => {
    const loading = planDraft(draft({ actions: [transfer] }), new Map());
    expect(loading).toMatchObject({ ok: false, problems: [{ n: 1 }] });
    const bad = planDraft(
      draft({ actions: [{ ...transfer, data: { ...transfer.data, quantity: 'lots' } }] }),
      abis,
    );
    expect(bad).toMatchObject({ ok: false, problems: [{ n: 1, args: [{ path: 'quantity' }] }] });
    expect(planDraft(draft({ actions: [{ ...transfer, auth: '' }] }), abis).ok).toBe(false);
  });

  it('puts a providebw first for each other actor when a provider pays', () => {
    const plan = planDraft(draft({ actions: [transfer], provider: 'carol@active' }), abis);
    expect(plan.ok && plan.actions.map((a) => [a.account, a.name, a.args])).toEqual([
      ['cyber', 'providebw', { provider: 'carol', account: 'alice' }],
      ['cyber.token', 'transfer', transfer.data],
    ]);
  });
});

describe('a transaction built from a plan', () => {
  it('takes TaPoS from the last irreversible block and signs what the node checks', async () => {
    const libId = `00000064${'00'.repeat(4)}aabbccdd${'11'.repeat(20)}`;
    expect(refBlockPrefix(libId)).toBe(0xddccbbaa);
    const plan = planDraft(draft({ actions: [transfer] }), abis);
    const planned: PlannedAction[] = plan.ok ? plan.actions : [];
    const info = {
      chain_id: 'ab'.repeat(32),
      head_block_time: '2026-01-01T00:00:00.000',
      last_irreversible_block_num: 100,
      last_irreversible_block_id: libId,
    };
    const built = await buildTransaction({
      planned,
      draft: draft({ actions: [transfer], expireSec: 90 }),
      info,
      layout: { layout: 'cyberway', evidence: 'chosen' },
      draftQuery: '',
    });
    expect(built.trx).toMatchObject({
      expiration: '2026-01-01T00:01:30',
      ref_block_num: 100,
      ref_block_prefix: 0xddccbbaa,
    });
    expect(built.id).toBe(await transactionId(built.packed));
    const digest = await signingDigest('cyberway', info.chain_id, built.trx);
    expect(built.digestHex).toBe(digest.hexString);
    const key = PrivateKey.generate('K1');
    const sigs = await signDigestWith([{ kind: 'private', text: key.toWif() }], built.digestHex);
    const [recovered] = await recoverKeys(digest, sigs);
    expect(String(recovered)).toBe(String(key.toPublic()));
  });
});
