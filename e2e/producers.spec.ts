import { PRODUCERS, STANDBY_PRODUCERS } from '../dev-node/src/fixtures';
import { expect, expectAccessible, test, type DevNodeControl } from './fixtures';

const ALL = [...PRODUCERS, ...STANDBY_PRODUCERS].map(String);

async function chain(devNode: DevNodeControl, path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${devNode.url}/v1/chain/${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return res.json();
}

/** The candidates as the node gives them, in rank order: the active schedule first, then votes. */
async function ranked(devNode: DevNodeControl) {
  const { rows } = (await chain(devNode, 'get_producers', { json: true, limit: 1000 })) as {
    rows: { owner: string; total_votes: string }[];
  };
  type Schedule = { producers: { producer_name: string }[] };
  // CyberWay sends the schedule as a one-element array (an optional), EOSIO as the object.
  const { active: slot } = (await chain(devNode, 'get_producer_schedule', {})) as {
    active: Schedule | Schedule[];
  };
  const schedule = Array.isArray(slot) ? slot[0] : slot;
  const active = new Set(schedule?.producers.map((p) => p.producer_name));
  const votes = (r: { total_votes: string }) => BigInt(r.total_votes);
  return rows
    .map((r) => ({ ...r, active: active.has(r.owner) }))
    .sort(
      (a, b) =>
        Number(b.active) - Number(a.active) ||
        (votes(b) > votes(a) ? 1 : votes(b) < votes(a) ? -1 : 0) ||
        (a.owner < b.owner ? -1 : 1),
    );
}

test.describe('producers', () => {
  test('ranks the active schedule first, then by votes; columns sort with the order in the URL', async ({
    page,
    devNode,
  }) => {
    const expected = await ranked(devNode);
    expect(expected.map((r) => r.owner).sort()).toEqual([...ALL].sort());
    await page.goto('/producers?limit=50');
    const table = page.getByRole('table', { name: 'Producers' });
    const owners = () => table.locator('tbody tr td:nth-child(2)').allInnerTexts();
    const header = (name: string) => table.getByRole('columnheader', { name, exact: true });
    await expect(table.locator('tbody tr')).toHaveCount(expected.length);
    await expect(header('Rank')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header('Producer')).toHaveAttribute('aria-sort', 'none');
    expect(await owners()).toEqual(expected.map((r) => r.owner));
    expect(await table.locator('tbody tr td:first-child').allInnerTexts()).toEqual(
      expected.map((_, i) => String(i + 1)),
    );
    // The 21 of the active schedule come first, whatever a standby candidate's votes.
    await expect(table.locator('tbody tr').nth(20)).toContainText('Active');
    await expect(table.locator('tbody tr').nth(21)).toContainText('Standby');

    await header('Producer').getByRole('link').click();
    await expect(page).toHaveURL(/\/producers\?sort=name&dir=asc&limit=50$/);
    await expect(header('Producer')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header('Rank')).toHaveAttribute('aria-sort', 'none');
    await expect.poll(owners).toEqual([...ALL].sort());

    await header('Producer').getByRole('link').click();
    await expect(page).toHaveURL(/sort=name&dir=desc/);
    await expect(header('Producer')).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(owners).toEqual([...ALL].sort().reverse());

    await header('Votes').getByRole('link').click();
    await expect(page).toHaveURL(/sort=votes&dir=desc/);
    await expect(header('Votes')).toHaveAttribute('aria-sort', 'descending');
    const byVotes = [...expected].sort((a, b) =>
      BigInt(b.total_votes) > BigInt(a.total_votes) ? 1 : -1,
    );
    await expect.poll(owners).toEqual(byVotes.map((r) => r.owner));

    // The order survives a reload: it is in the URL.
    await page.reload();
    await expect(header('Votes')).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(owners).toEqual(byVotes.map((r) => r.owner));
    await expectAccessible(page);
  });

  test('bad sort, direction and page values fall back without a crash', async ({
    page,
    devNode,
  }) => {
    const expected = await ranked(devNode);
    await page.goto('/producers?sort=bogus&dir=up&page=999&limit=10');
    const table = page.getByRole('table', { name: 'Producers' });
    await expect(table.getByRole('columnheader', { name: 'Rank' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const last = Math.ceil(expected.length / 10);
    await expect(page.getByText(`Page ${last} of ${last}`).first()).toBeVisible();
    await expect(table.locator('tbody tr td:nth-child(2)').first()).toHaveText(
      expected[(last - 1) * 10]?.owner ?? '',
    );
  });

  test('pages through the ranking, keeping the order', async ({ page, devNode }) => {
    const expected = await ranked(devNode);
    await page.goto('/producers?limit=10');
    const table = page.getByRole('table', { name: 'Producers' });
    const pager = page.getByRole('navigation', { name: 'Producer pages', exact: true });
    const owners = () => table.locator('tbody tr td:nth-child(2)').allInnerTexts();
    await expect(pager.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    await expect.poll(owners).toEqual(expected.slice(0, 10).map((r) => r.owner));
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/producers\?limit=10&page=2$/);
    await expect.poll(owners).toEqual(expected.slice(10, 20).map((r) => r.owner));
    await expect(table.locator('tbody tr td:first-child').first()).toHaveText('11');
    await pager.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/producers\?limit=10$/);
    await expect.poll(owners).toEqual(expected.slice(0, 10).map((r) => r.owner));
  });

  test('shows votes, shares, schedule membership and keys, linking accounts', async ({
    page,
    devNode,
  }) => {
    const top = (await ranked(devNode))[0]?.owner ?? '';
    await page.goto('/producers?limit=50');
    const table = page.getByRole('table', { name: 'Producers' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const first = table.locator('tbody tr').first();
    await expect(first.getByRole('link', { name: top })).toHaveAttribute('href', `/account/${top}`);
    // Shares are exact decimal percentages.
    await expect(first.locator('td').nth(4)).toHaveText(/^\d{1,3}\.\d{4}%$/);
    // 21 producers are in the active schedule; the rest are standby.
    await expect(table.getByText('Active', { exact: true })).toHaveCount(21);
    await expect(table.getByText('Standby', { exact: true })).toHaveCount(ALL.length - 21);
    // Signing keys are GLS keys; a producer's agent key is its signing key on the dev node.
    await expect(first.locator('td').nth(5)).toContainText(/GLS[1-9A-HJ-NP-Za-km-z]{50}/);
    await expect(first.locator('td').nth(6)).toHaveText('Same as signing key', {
      useInnerText: true,
    });
    await expect(page.getByText('Total vote weight')).toBeVisible();
    await expectAccessible(page);
  });

  test('the row count can be changed and is kept in the URL', async ({ page }) => {
    await page.goto('/producers');
    await page.getByLabel('Rows per page').selectOption('10');
    await expect(page).toHaveURL(/\/producers\?limit=10$/);
    await expect(page.getByRole('table', { name: 'Producers' }).locator('tbody tr')).toHaveCount(
      10,
    );
  });

  test('is readable in dark mode and at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/settings');
    await page.getByLabel('Theme').selectOption('dark');
    await page.goto('/producers?limit=10');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('table', { name: 'Producers' }).locator('tbody tr')).toHaveCount(
      10,
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });

  test('reads the agents’ keys in a few table reads, not one request per producer, and shows the same keys', async ({
    page,
    devNode,
  }) => {
    const asked: string[] = [];
    page.on('request', (req) => asked.push(new URL(req.url()).pathname));
    await page.goto('/producers?limit=50');
    const table = page.getByRole('table', { name: 'Producers' });
    await expect(table.locator('tbody tr')).toHaveCount(ALL.length);
    const cells = table.locator('tbody tr td:nth-child(7)');
    await expect(table.locator('tbody tr td:nth-child(7) .animate-pulse')).toHaveCount(0);
    const shown = await cells.allInnerTexts();
    const owners = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
    expect(asked.filter((p) => p.endsWith('/get_agent_public_key'))).toEqual([]);
    const reads = asked.filter((p) => p.endsWith('/get_table_rows')).length;
    expect(reads).toBeGreaterThan(0);
    expect(reads).toBeLessThanOrEqual(3);

    // What get_agent_public_key says of each (every candidate is an agent, so its answer is the
    // agent's own key), as the page words it.
    const { rows } = (await chain(devNode, 'get_producers', { json: true, limit: 1000 })) as {
      rows: { owner: string; producer_key: string }[];
    };
    const signing = new Map(rows.map((r) => [r.owner, r.producer_key]));
    const expected = await Promise.all(
      owners.map(async (owner) => {
        const answer = (await chain(devNode, 'get_agent_public_key', {
          account: owner,
          symbol: '4,CYBER',
        })) as string | { signing_key: string };
        const key = typeof answer === 'string' ? answer : answer.signing_key;
        return !key ? 'none stored' : key === signing.get(owner) ? 'Same as signing key' : key;
      }),
    );
    expect(shown.map((text) => text.replace(/^Agent key\s*/, '').replace(/\s*Copy$/, ''))).toEqual(
      expected,
    );
    expect(expected).toContain('none stored');
  });

  test('shows votes as the CYBER staked, says why standby candidates follow the schedule, and a null key as no key', async ({
    page,
    devNode,
  }) => {
    const top = (await ranked(devNode))[0];
    await page.goto('/producers?limit=50');
    const table = page.getByRole('table', { name: 'Producers' });
    const first = table.locator('tbody tr').first();
    // 121042449479 base units of 4,CYBER are 12,104,244.9479 CYBER.
    const units = BigInt(top?.total_votes ?? '0');
    const cyber = `${(units / 10000n).toLocaleString('en-US')}.${String(units % 10000n).padStart(4, '0')} CYBER`;
    await expect(first.locator('td').nth(3)).toHaveText(cyber, { useInnerText: true });
    await expect(page.getByText(/^[\d,]+\.\d{4} CYBER$/).first()).toBeVisible();
    await expect(
      page.getByText(
        'The 21 producers of the active schedule come first: they take turns signing blocks.',
        { exact: false },
      ),
    ).toBeVisible();
    await expect(page.getByText(/a standby candidate can have more votes/)).toBeVisible();
    // No candidate has a url on CyberWay: no column of empty cells.
    await expect(table.getByRole('columnheader', { name: 'Website' })).toHaveCount(0);
    // xaazipigwt5l signs with the all-zero key: that is no key at all.
    const nullKey = table.locator('tbody tr').filter({ hasText: 'xaazipigwt5l' });
    await expect(nullKey.locator('td').nth(5)).toHaveText('no key', { useInnerText: true });
    await expect(table.getByText(/GLS1{33}/)).toHaveCount(0);
  });

  test('at phone width each producer is a card: name, schedule, votes and share in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/producers');
    const first = page.getByRole('table', { name: 'Producers' }).locator('tbody tr').first();
    await first.scrollIntoViewIfNeeded();
    // The producer, its schedule badge, its votes and its share.
    for (const part of [
      first.getByRole('link'),
      first.getByText('Active', { exact: true }),
      first.locator('td').nth(3),
      first.locator('td').nth(4),
    ]) {
      await expect(part).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
