import { Serializer, Signature, Transaction } from '@wharfkit/antelope';
import { expect, test } from './fixtures';
import { E2E_NODE_URL } from './ports';
import { nodeCall, openTransfer, signWith, testKey, unsignedExport } from './push-helpers';

/*
 * A standard EOSIO chain is signed in its own layout: the builder tells the layout from the
 * node's get_info (here the dev node's, with a field only EOSIO nodes send), says so, and packs
 * and signs without CyberWay's two header fields, so wharfkit's own Transaction reads the bytes,
 * gives the same id and verifies the signature. Nothing is pushed (the dev node is CyberWay).
 */
test('a node that answers as EOSIO: the review says so; bytes, id and signature are EOSIO’s', async ({
  page,
}) => {
  await page.route('**/v1/chain/get_info', async (route) => {
    const response = await route.fetch();
    const info = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: { ...info, server_full_version_string: 'v2.0.13-eosio-e2e' },
    });
  });
  await openTransfer(page, E2E_NODE_URL, { memo: 'eosio layout' });
  await page.getByRole('button', { name: 'Build and review' }).click();
  const review = page.getByRole('region', { name: 'Review' });
  await expect(review).toContainText(
    'Standard EOSIO, as the node’s get_info has fields only EOSIO nodes send',
  );
  const id = (await review.getByRole('status', { name: 'Transaction id' }).innerText()).trim();

  const unsigned = await unsignedExport(page);
  const trx = Serializer.decode({ data: unsigned.packed_trx, type: Transaction });
  expect(trx.id.hexString).toBe(id);
  expect(String(trx.actions[0]?.account)).toBe('cyber.token');

  const alice = testKey('alice', 0);
  await signWith(page, [alice.wif]);
  const signature = await page
    .getByRole('list', { name: 'Signatures' })
    .getByRole('listitem')
    .first()
    .innerText();
  const { chain_id: chainId } = (await nodeCall(E2E_NODE_URL, '/v1/chain/get_info', {})) as {
    chain_id: string;
  };
  const signer = Signature.from(signature.trim()).recoverDigest(trx.signingDigest(chainId));
  expect(signer.toLegacyString('GLS')).toBe(alice.publicKey);
});
