import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ownDevNodeForTests } from './own-dev-node';
import {
  buildAndSign,
  cyberBalance,
  openTransfer,
  pasteAndPush,
  signElsewhere,
  testKey,
  unsignedExport,
} from './push-helpers';

/*
 * A transaction the node refuses: the builder says so in the node's own words (its message, the
 * error's name) with what it means and what to do. A dev node of this file's own, since a push
 * that went through would change the chain the other specs read.
 */
const ownNode = ownDevNodeForTests(['--port', '0', '--manual', '--no-history']);

/** The refusal shown after a push: the alert whose title says what it is. */
function refusal(page: Page, title: string) {
  return page.getByRole('alert').filter({ hasText: title });
}

test.describe('the node refuses a transaction', () => {
  test('a reference block of another fork (TaPoS): the node’s words, and build it again on this node', async ({
    page,
  }) => {
    await openTransfer(page, ownNode.url(), { memo: 'another fork' });
    await page.getByRole('button', { name: 'Build and review' }).click();
    const unsigned = await unsignedExport(page);
    // ref_block_prefix, the four bytes after expiration (4) and ref_block_num (2), as a
    // transaction built on a fork of this chain would carry them.
    const prefix = unsigned.packed_trx.slice(12, 20);
    const other = prefix.replace(/^../, (b) => ((Number.parseInt(b, 16) + 1) % 256).toString(16));
    const packed = `${unsigned.packed_trx.slice(0, 12)}${other.padStart(8, '0')}${unsigned.packed_trx.slice(20)}`;
    const wifs = [testKey('alice', 0).wif, testKey('alice', 1).wif];
    const signatures = await signElsewhere(ownNode.url(), packed, wifs);
    await pasteAndPush(page, { ...unsigned, packed_trx: packed, signatures });

    const shown = refusal(page, 'The reference block does not match this chain (TaPoS)');
    await expect(shown).toContainText(
      "Transaction's reference block did not match. Is this transaction from a different fork?",
    );
    await expect(shown).toContainText('invalid_ref_block_exception');
    await expect(shown).toContainText('Build it again on this node and sign again.');
  });

  test('more network usage than the transaction allows itself: resources, and what to change', async ({
    page,
  }) => {
    await openTransfer(page, ownNode.url(), { memo: 'one word of network', extra: '&net=1' });
    await buildAndSign(page);
    await expect(page.getByRole('region', { name: 'Review' })).toContainText(
      'NET: 1 word of 8 bytes',
    );
    await page.getByRole('button', { name: 'Push to the node' }).click();

    const shown = refusal(page, 'Not enough resources for this transaction');
    await expect(shown).toContainText(/transaction net usage is too high: \d+ > 8/);
    await expect(shown).toContainText('tx_net_usage_exceeded');
    await expect(shown).toContainText(/raise the transaction’s max_\* limits if they were set low/);
  });

  test('more than alice holds: the contract’s own message, and nothing moves', async ({ page }) => {
    const before = await cyberBalance(ownNode.url(), 'alice');
    await openTransfer(page, ownNode.url(), {
      memo: 'too much',
      quantity: '900000000.0000 CYBER',
    });
    await buildAndSign(page);
    await page.getByRole('button', { name: 'Push to the node' }).click();

    const shown = refusal(page, 'The contract refused it: “overdrawn balance”');
    await expect(shown).toContainText('assertion failure with message: overdrawn balance');
    await expect(shown).toContainText(
      'its message says which argument or balance is wrong. Change it and build again.',
    );
    await expect(page.getByRole('status').filter({ hasText: 'accepted' })).toHaveCount(0);
    expect(await cyberBalance(ownNode.url(), 'alice')).toBe(before);
  });
});
