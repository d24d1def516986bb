import type { Page } from '@playwright/test';
import { encodeAbi } from '../dev-node/src/chain/abi/cyberway-abi.ts';
import { CONTRACT_ABIS } from '../dev-node/src/chain/abi/contracts.ts';
import { DICE } from '../dev-node/src/fixtures.ts';
import { expect, test } from './fixtures';
import { ownDevNodeForTests } from './own-dev-node';

/*
 * A contract's ABI and code kept in the browser by their hash (src/storage/kept-contracts.ts):
 * a repeat visit asks the node only whether the hashes changed, and a contract updated since is
 * read again. The update is a real setabi, so this spec runs a dev node of its own (the shared
 * one's dice contract stays as the other specs know it).
 */

const ownNode = ownDevNodeForTests(['--port', '0', '--manual', '--no-history']);

async function post(path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${ownNode.url()}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** The node's requests the page sends, by endpoint (`get_abi`, `get_raw_abi`, …). */
function countRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith(`${ownNode.url()}/v1/chain/`))
      seen.push(req.url().split('/').pop() ?? '');
  });
  return {
    of: (endpoint: string) => seen.filter((e) => e === endpoint).length,
    reset: () => void (seen.length = 0),
  };
}

const contractPage = () =>
  `/account/${DICE.account}/contract?node=${encodeURIComponent(ownNode.url())}`;

test('a repeat visit reads the ABI and code kept, and a setabi shows the new ABI', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const requests = countRequests(page);
  const actions = page.getByRole('region', { name: 'Actions', exact: true });
  const code = page.getByRole('region', { name: 'Code' });

  // The node's chain is known once the shell has its get_info: from then on, answers are kept.
  await page.goto(`/?node=${encodeURIComponent(ownNode.url())}`);
  await expect(page.getByRole('link', { name: /: Online/ })).toBeVisible();
  await page.goto(contractPage());
  await expect(actions.getByText('bet', { exact: true }).first()).toBeVisible();
  await expect(code.getByText('✓ Matches sha256 of the wasm')).toBeVisible();
  expect(requests.of('get_abi')).toBe(1);

  // The ABI is kept behind the page, once the node confirms its hash did not move meanwhile.
  await expect(async () => {
    // The last visit's page is gone before counting: a request it was still starting (its hash
    // check, after the code showed) once landed in this visit's count.
    await page.goto('about:blank');
    requests.reset();
    await page.goto(contractPage());
    await expect(actions.getByText('bet', { exact: true }).first()).toBeVisible();
    await expect(code.getByText('✓ Matches sha256 of the wasm')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'ABI', exact: true })
        .getByText(/Matches sha256 of the packed ABI/),
    ).toBeVisible();
    expect(requests.of('get_abi')).toBe(0);
  }).toPass({ timeout: 15_000 });
  expect(requests.of('get_raw_code_and_abi')).toBe(0);
  expect(requests.of('get_raw_abi')).toBe(1);

  // setabi: the dice ABI with one more action.
  const dice = CONTRACT_ABIS[DICE.account];
  if (!dice) throw new Error('no dice ABI');
  const updated = {
    ...dice,
    structs: [
      ...dice.structs,
      { name: 'newround', base: '', fields: [{ name: 'round', type: 'uint64' }] },
    ],
    actions: [...dice.actions, { name: 'newround', type: 'newround' }],
  };
  await post('/dev/push_transaction', {
    actions: [
      {
        account: 'cyber',
        name: 'setabi',
        authorization: [{ actor: DICE.account, permission: 'active' }],
        data: { account: DICE.account, abi: Buffer.from(encodeAbi(updated)).toString('hex') },
      },
    ],
  });
  await post('/dev/produce_block', { count: 1 });

  await page.goto('about:blank');
  requests.reset();
  await page.goto(contractPage());
  await expect(actions.getByText('newround', { exact: true }).first()).toBeVisible();
  expect(requests.of('get_abi')).toBe(1);
  // The code did not change: it is still the kept one.
  await expect(code.getByText('✓ Matches sha256 of the wasm')).toBeVisible();
  expect(requests.of('get_raw_code_and_abi')).toBe(0);
});
