import { ABI, PrivateKey, Serializer } from '@wharfkit/antelope';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { abiSchema } from '@/api/schemas/abi';
import { allRussianMessages } from '@/test/russian';
import { decodeActionData, type ActionDecodeResult } from './decode-action-data';

/** The failure's reason as the page words it in the language active. */
function reason(result: ActionDecodeResult): string | undefined {
  if (result.kind !== 'failed') return undefined;
  return typeof result.reason === 'string' ? result.reason : i18n._(result.reason);
}

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
    expect(reason(await decodeActionData(abi, 'nope', '00'))).toBe('the ABI has no action "nope"');
    expect(reason(await decodeActionData(abi, 'transfer', 'zz'))).toBe('the data is not hex');
    const short = await decodeActionData(abi, 'transfer', '0000');
    expect(short.kind).toBe('failed');
    const long = await decodeActionData(
      abi,
      'setkey',
      `${pack('setkey', { key: PrivateKey.generate('K1').toPublic() })}ff`,
    );
    expect(reason(long)).toBe('1 byte is left over after the "setkey" struct');
  });

  it('words its reasons in the language shown, not the one decoded in', async () => {
    const result = await decodeActionData(abi, 'nope', '00');
    i18n.loadAndActivate({ locale: 'ru', messages: await allRussianMessages() });
    try {
      expect(reason(result)).toBe('в ABI нет действия «nope»');
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: {} });
    }
  });
});
