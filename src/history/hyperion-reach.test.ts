import { expect, it } from 'vitest';
import { ACCOUNTS } from '@dev-node/fixtures.ts';
import { createHistoryClient } from '@/api/history-client';
import { createNodeClient } from '@/api/node-client';
import { devNodeForFile } from '@/test/dev-node';
import { createHyperionSource } from './hyperion-source';

const devNode = devNodeForFile();

async function dev(path: string, body: unknown) {
  const res = await fetch(`${devNode().url}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  expect(res.ok).toBe(true);
}

it('reaches as far as the rows it has answered, however long ago the service was checked', async () => {
  const source = createHyperionSource({
    history: createHistoryClient({ baseUrl: devNode().url }),
    node: createNodeClient({ baseUrl: devNode().url }),
  });
  // The first question (an account's creator, on its overview) checks the service's chain.
  await source.creator(ACCOUNTS.alice);

  // Blocks later, alice acts, and her activity is read.
  await dev('/dev/push_transaction', {
    actions: [
      {
        account: 'cyber.token',
        name: 'transfer',
        authorization: [{ actor: ACCOUNTS.alice, permission: 'active' }],
        data: { from: ACCOUNTS.alice, to: ACCOUNTS.bob, quantity: '0.0001 CYBER', memo: 'reach' },
      },
    ],
  });
  await dev('/dev/produce_block', { count: 5 });
  const page = await source.activity({ account: ACCOUNTS.alice }, { limit: 10 });
  const newest = page.rows[0]?.blockNum ?? 0;
  expect(page.rows[0]?.data).toMatchObject({ memo: 'reach' });

  const reach = await source.reach();
  expect(reach.kind === 'hyperion' ? reach.lastIndexedBlock : undefined).toBeGreaterThanOrEqual(
    newest,
  );
}, 60_000);
