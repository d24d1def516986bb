import { CORE_SYMBOL_CODE, TOKEN_CONTRACT } from '../dev-node/src/fixtures.ts';
import { expect, expectAccessible, test } from './fixtures';

/**
 * A token's recent transfers, read from the dev node's blocks (the block scan), checked against
 * what the blocks themselves hold.
 */

interface BlockAction {
  account: string;
  name: string;
  data?: { quantity?: unknown };
}
interface BlockAnswer {
  transactions: { trx: string | { id: string; transaction: { actions: BlockAction[] } } }[];
}

/** Ids of the transactions in blocks from..to that transfer `symbol` of the token contract. */
async function transfersInBlocks(nodeUrl: string, from: number, to: number, symbol: string) {
  const ids: { block: number; id: string }[] = [];
  for (let n = to; n >= from; n--) {
    const res = await fetch(`${nodeUrl}/v1/chain/get_block`, {
      method: 'POST',
      body: JSON.stringify({ block_num_or_id: n }),
    });
    const block = (await res.json()) as BlockAnswer;
    // Newest first, as the page lists them: the block's last transaction first.
    for (const { trx } of [...block.transactions].reverse()) {
      if (typeof trx === 'string') continue;
      const moves = trx.transaction.actions.some(
        (a) =>
          a.account === TOKEN_CONTRACT &&
          a.name === 'transfer' &&
          typeof a.data?.quantity === 'string' &&
          a.data.quantity.endsWith(` ${symbol}`),
      );
      if (moves) ids.push({ block: n, id: trx.id });
    }
  }
  return ids;
}

test('a token page lists its recent transfers from the blocks read, that symbol only', async ({
  page,
  devNode,
}) => {
  test.slow();
  await page.goto(`/token/${TOKEN_CONTRACT}/${CORE_SYMBOL_CODE}?history=off`);
  const section = page.getByRole('region', { name: 'Recent transfers' });
  const scan = section.getByRole('group', { name: /No history service is configured/ });
  await expect(scan).toContainText(`the transfers of ${CORE_SYMBOL_CODE}`);
  await scan.getByLabel('Blocks to read').selectOption('1000');
  await scan.getByRole('button', { name: 'Read blocks' }).click();
  await expect(scan.getByText('Done: every block of the range is read.')).toBeVisible({
    timeout: 60_000,
  });

  // The blocks the page read, as its source line says (it follows the scan's end by a render).
  const source = section.getByTestId('history-source');
  const readRange = /blocks ([\d,]+)–([\d,]+) of this node read/;
  await expect(source).toHaveText(readRange);
  const line = await source.innerText();
  const range = readRange.exec(line);
  expect(range, line).not.toBeNull();
  const [from, to] = [range?.[1], range?.[2]].map((v) => Number(v?.replace(/,/g, '')));
  const expected = await transfersInBlocks(devNode.url, from ?? 0, to ?? 0, CORE_SYMBOL_CODE);
  expect(expected.length).toBeGreaterThan(0);

  const rows = section.getByRole('table', { name: /Activity of/ }).locator('tbody tr[data-index]');
  await expect(rows.first()).toBeVisible();
  await expect(section.getByTestId('activity-count')).toContainText(
    `Actions loaded: ${Math.min(expected.length, 100)}`,
  );
  // Newest first: the first row is the newest transfer in the blocks, by its transaction link.
  await expect(rows.first().getByRole('link', { name: /…/ })).toHaveAttribute(
    'title',
    expected[0]?.id ?? '',
  );
  for (const text of await rows.allInnerTexts()) {
    expect(text).toContain(`${TOKEN_CONTRACT}::transfer`);
    expect(text).toMatch(new RegExp(`\\S+ → \\S+ [\\d.]+ ${CORE_SYMBOL_CODE}`));
  }
  await expectAccessible(page);
});

test('before any block is read, the token page says where it would look', async ({ page }) => {
  // A new browser context keeps nothing read before.
  await page.goto(`/token/${TOKEN_CONTRACT}/${CORE_SYMBOL_CODE}?history=off`);
  const section = page.getByRole('region', { name: 'Recent transfers' });
  await expect(section.getByTestId('history-source')).toHaveText(
    'Source: no blocks of this node read yet',
  );
  await expect(
    section.getByText(
      `No transfers of ${CORE_SYMBOL_CODE} in the blocks read. Read more blocks above.`,
    ),
  ).toBeVisible();
  await expect(section.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
});

test('with the history service, the token page lists the transfers the service answers', async ({
  page,
  devNode,
}) => {
  // The e2e build's default service is the dev node's own /v2 (as `npm start`'s).
  await page.goto(`/token/${TOKEN_CONTRACT}/${CORE_SYMBOL_CODE}`);
  const section = page.getByRole('region', { name: 'Recent transfers' });
  await expect(section.getByTestId('history-source')).toContainText('Source: history service');
  await expect(section.getByRole('group', { name: /No history service/ })).toHaveCount(0);

  // The symbol is filtered in the browser: a page of rows takes service pages of 100 until it
  // holds 100 rows (at most 5 pages), as asked here.
  const expected: { trx_id: string }[] = [];
  for (let skip = 0, pages = 0; expected.length < 100 && pages < 5; skip += 100, pages++) {
    const res = await fetch(
      `${devNode.url}/v2/history/get_actions?account=${TOKEN_CONTRACT}&filter=${TOKEN_CONTRACT}:transfer&sort=desc&skip=${skip}&limit=100`,
    );
    const answer = (await res.json()) as {
      actions: { trx_id: string; act: { data: { quantity?: string } } }[];
    };
    expected.push(
      ...answer.actions.filter((a) => a.act.data.quantity?.endsWith(` ${CORE_SYMBOL_CODE}`)),
    );
    if (answer.actions.length < 100) break;
  }
  expect(expected.length).toBeGreaterThan(0);

  const rows = section.getByRole('table', { name: /Activity of/ }).locator('tbody tr[data-index]');
  await expect(rows.first().getByRole('link', { name: /…/ })).toHaveAttribute(
    'title',
    expected[0]?.trx_id ?? '',
  );
  await expect(section.getByTestId('activity-count')).toHaveText(
    new RegExp(`^Actions loaded: ${expected.length.toLocaleString('en-US')}$`),
  );
  // Past 100 rows the table draws those near the viewport: each drawn one reads as a transfer.
  for (const text of await rows.allInnerTexts()) {
    expect(text).toMatch(new RegExp(`\\S+ → \\S+ [\\d.]+ ${CORE_SYMBOL_CODE}`));
  }
});
