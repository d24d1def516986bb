import type { Page } from '@playwright/test';
import { expect } from './fixtures';

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
