import { expect, expectAccessible, test } from './fixtures';

const num = (n: number) => n.toLocaleString('en-US');

test.describe('blocks list', () => {
  test('shows the newest blocks and pages back by block number', async ({ page }) => {
    await page.goto('/blocks');
    await expect(page).toHaveTitle(/Blocks/);
    const table = page.getByRole('table', { name: /Blocks, newest first/ });
    await expect(table.getByRole('row')).toHaveCount(21);
    await expect(table.getByText('Producer')).toBeVisible();

    await page.getByRole('link', { name: 'Older →' }).click();
    await expect(page).toHaveURL(/\/blocks\?before=\d+$/);
    const before = Number(new URL(page.url()).searchParams.get('before'));
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(21);
    await expect(rows.nth(1).getByRole('link').first()).toHaveText(num(before - 1));
    await expect(rows.nth(20).getByRole('link').first()).toHaveText(num(before - 20));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blocks');
    await expect(
      page.getByText(`Blocks ${num(before - 1)} down to ${num(before - 20)}.`),
    ).toBeVisible();

    await page.getByRole('link', { name: '← Newer' }).click();
    await expect(page).toHaveURL(/\/blocks(\?before=\d+)?$/);
    await expectAccessible(page);
  });

  test('jumps to a block number and shows seeded history', async ({ page }) => {
    await page.goto('/blocks');
    await page.getByLabel('Show blocks from').fill('100');
    await page.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/\/blocks\?before=101$/);
    const rows = page.getByRole('table', { name: /Blocks/ }).getByRole('row');
    await expect(rows.nth(1).getByRole('link').first()).toHaveText('100');
    await expect(rows.nth(1)).toContainText('Irreversible');
    await rows.nth(1).getByRole('link', { name: '100', exact: true }).click();
    await expect(page).toHaveURL(/\/block\/100$/);

    await page.goto('/blocks');
    await page.getByLabel('Show blocks from').fill('abc');
    await page.getByRole('button', { name: 'Go' }).click();
    await expect(page.getByRole('alert')).toHaveText('Type a block number (1 or more).');
  });

  test('says that a block past the head does not exist yet, and shows the newest', async ({
    page,
    devNode,
  }) => {
    const target = (await devNode.getInfo()).head_block_num + 1_000;
    await page.goto('/blocks');
    await page.getByLabel('Show blocks from').fill(String(target));
    await page.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(new RegExp(`/blocks\\?before=${target + 1}$`));
    const notice = page.getByRole('status').filter({ hasText: 'does not exist yet' });
    await expect(notice).toContainText(
      new RegExp(
        `^Block ${num(target)} does not exist yet: the head is block [\\d,]+\\. The newest blocks are shown below\\.$`,
      ),
    );
    // The head it names is the newest block listed (the e2e node makes blocks only when asked).
    const headLink = notice.getByRole('link');
    const rows = page.getByRole('table', { name: /Blocks/ }).getByRole('row');
    await expect(rows).toHaveCount(21);
    await expect(rows.nth(1).getByRole('link').first()).toHaveText(
      (await headLink.textContent()) ?? '',
    );
    await expectAccessible(page);
    const head = (await headLink.textContent()) ?? '';
    await headLink.click();
    await expect(page).toHaveURL(new RegExp(`/block/${head.replace(/,/g, '')}$`));

    // A block that exists is shown without a word.
    await page.goto('/blocks?before=101');
    await expect(page.getByRole('table', { name: /Blocks/ }).getByRole('row')).toHaveCount(21);
    await expect(page.getByText('does not exist yet')).toHaveCount(0);
  });

  test('works at phone width, and in dark mode', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/blocks?before=500');
    await expect(page.getByRole('table', { name: /Blocks/ }).getByRole('row')).toHaveCount(21);
    const overflow = await page.evaluate(
      // Nothing sticks out sideways; wide tables scroll inside their own box.
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await page.getByLabel('Theme').selectOption('dark');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectAccessible(page);
  });
});
