import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_NODE_URL } from './ports';

/** Test controls of the e2e dev node (never used by the app itself). */
export interface DevNodeControl {
  url: string;
  /** Produces `count` blocks now (the e2e node runs with --manual); returns the new head. */
  produceBlocks(count?: number): Promise<number>;
  /** Sets fault injection (see dev-node/README.md); `{}` clears it. */
  setFaults(spec: Record<string, unknown>): Promise<void>;
  getInfo(): Promise<{
    head_block_num: number;
    last_irreversible_block_num: number;
    chain_id: string;
  }>;
}

async function post(path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${E2E_NODE_URL}${path}`, { method: 'POST', body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

const devNode: DevNodeControl = {
  url: E2E_NODE_URL,
  async produceBlocks(count = 1) {
    await post('/dev/produce_block', { count });
    return (await devNode.getInfo()).head_block_num;
  },
  async setFaults(spec) {
    await post('/dev/faults', spec);
  },
  async getInfo() {
    const info = await post('/v1/chain/get_info', {});
    if (typeof info !== 'object' || info === null) throw new Error('bad get_info');
    const { head_block_num, last_irreversible_block_num, chain_id } = info as Record<
      string,
      unknown
    >;
    return {
      head_block_num: Number(head_block_num),
      last_irreversible_block_num: Number(last_irreversible_block_num),
      chain_id: String(chain_id),
    };
  },
};

/**
 * Fails on serious or critical axe violations of the page as it is now.
 *
 * Legacy mode runs axe in the page itself: the default mode gathers each frame's partial results
 * and finishes them in a blank page of its own, which cost ~5 s per check in Debian's Chromium
 * 150 (8-11 s against 3-4 s), over the whole suite its largest single cost. What legacy mode
 * gives up is cross-origin frames, and the app has no frames. Only violations are reported in
 * full: axe otherwise builds a selector for every node that passed each rule, about half of
 * each check's time.
 */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

export const test = base.extend<{ devNode: DevNodeControl; pageErrors: Error[] }>({
  // eslint-disable-next-line no-empty-pattern
  devNode: async ({}, use) => {
    await use(devNode);
  },
  // Every test fails if the page throws an uncaught error.
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (e) => errors.push(e));
      await use(errors);
      expect(errors.map((e) => e.message)).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
