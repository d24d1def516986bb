import { expect, test } from './fixtures';

/*
 * The start-up module sends a page's first requests and loads its code before the app's own
 * code (React, the router, the client) has arrived; the app then uses both instead of asking
 * again.
 */
test.describe('start-up', () => {
  test('a block link asks the node for its block while the app’s code is still arriving', async ({
    page,
  }) => {
    const events: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/v1/chain/get_block')) {
        events.push(`get_block ${request.postData() ?? ''}`);
      }
    });
    // A slow network: the app's code takes a second to arrive.
    await page.route('**/assets/boot-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      events.push('app code arrives');
      await route.continue();
    });
    await page.goto('/block/7');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Block 7');
    expect(events[0]).toBe('get_block {"block_num_or_id":"7"}');
    expect(events).toContain('app code arrives');
    // The page used that answer: it did not ask for the block again.
    expect(events.filter((e) => e.startsWith('get_block'))).toHaveLength(1);
  });

  test('when the app’s code cannot be loaded, the page says so instead of staying blank', async ({
    page,
  }) => {
    await page.route('**/assets/boot-*.js', (route) => route.abort());
    await page.goto('/block/7');
    await expect(page.getByRole('alert')).toContainText('The explorer’s code could not be loaded');
    await expect(page.getByRole('alert')).toContainText('Reload the page');
  });

  test('a first page whose own code cannot be loaded says so, and Reload brings it', async ({
    page,
  }) => {
    await page.route('**/assets/producers-*.js', (route) => route.abort());
    await page.goto('/producers');
    await expect(page.getByRole('alert')).toContainText('This page could not be loaded');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.unroute('**/assets/producers-*.js');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Producers/ })).toBeVisible();
  });
});
