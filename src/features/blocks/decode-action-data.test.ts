import { ABI, PrivateKey, Serializer } from '@wharfkit/antelope';
import { describe, expect, it } from 'vitest';
import { abiSchema } from '@/api/schemas/abi';
import { decodeActionData } from './decode-action-data';

const abi = abiSchema.parse({
  version: 'cyberway::abi/1.1',
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
    { name: 'setkey', base: '', fields: [{ name: 'key', type: 'public_key' }] },
  ],
  actions: [
    { name: 'transfer', type: 'transfer' },
    { name: 'setkey', type: 'setkey' },
  ],
  events: [{ name: 'balance', type: 'transfer' }],
  tables: [],
});

const wharfAbi = ABI.from({ version: abi.version, structs: abi.structs, actions: abi.actions });

function pack(type: string, value: Record<string, unknown>): string {
  return Serializer.encode({ object: value, abi: wharfAbi, type }).hexString;
}

describe('decodeActionData', () => {
  it('decodes packed arguments with the contract ABI', async () => {
    const hex = pack('transfer', {
      from: 'alice',
      to: 'bob',
      quantity: '1.2500 CYBER',
      memo: 'hi',
    });
    await expect(decodeActionData(abi, 'transfer', hex)).resolves.toEqual({
      kind: 'decoded',
      args: { from: 'alice', to: 'bob', quantity: '1.2500 CYBER', memo: 'hi' },
    });
  });

  it('shows K1 public keys with the GLS prefix', async () => {
    const key = PrivateKey.generate('K1').toPublic();
    const result = await decodeActionData(abi, 'setkey', pack('setkey', { key }));
    expect(result).toEqual({ kind: 'decoded', args: { key: key.toLegacyString('GLS') } });
  });

  it('explains why it cannot decode', async () => {
    await expect(decodeActionData(abi, 'nope', '00')).resolves.toMatchObject({
      kind: 'failed',
      reason: 'the ABI has no action "nope"',
    });
    const short = await decodeActionData(abi, 'transfer', '0000');
    expect(short.kind).toBe('failed');
    const long = await decodeActionData(
      abi,
      'setkey',
      `${pack('setkey', { key: PrivateKey.generate('K1').toPublic() })}ff`,
    );
    expect(long).toEqual({
      kind: 'failed',
      reason: '1 byte is left over after the "setkey" struct',
    });
  });
});
