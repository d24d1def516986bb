import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { E2E_NODE_URL } from './ports';

/**
 * Opens the first transaction of `block` whose row in the block's table has `rowText`, as a
 * person would from the block page; `query` is added to the block page's address. Returns the
 * transaction's id.
 */
export async function openTransactionFromBlock(
  page: Page,
  block: number,
  rowText: string,
  query = '',
): Promise<string> {
  await page.goto(`/block/${block}${query}`);
  await page
    .getByRole('table', { name: /Transactions of block/ })
    .getByRole('row')
    .filter({ hasText: rowText })
    .first()
    .getByRole('link')
    .first()
    .click();
  const url = new RegExp(`/block/${block}/tx/([0-9a-f]{64})(\\?|$)`);
  await expect(page).toHaveURL(url);
  return url.exec(page.url())?.[1] ?? '';
}

/** The id of block 100's first transaction, as the e2e dev node has it. */
export async function firstTrxOfBlock100(): Promise<string> {
  const res = await fetch(`${E2E_NODE_URL}/v1/chain/get_block`, {
    method: 'POST',
    body: JSON.stringify({ block_num_or_id: 100 }),
  });
  const block = (await res.json()) as { transactions: { trx: { id: string } | string }[] };
  const trx = block.transactions[0]?.trx;
  return typeof trx === 'string' ? trx : (trx?.id ?? '');
}
