import { ACCOUNTS, DICE } from '../fixtures.ts';
import { formatAsset } from './assets.ts';
import type { GenesisWriter } from './genesis-writer.ts';
import { single, transferAction, type TrxPlan } from './plan-kit.ts';

/**
 * --scale's airdrop: a token whose 100,000 balances were all made in blocks, so an explorer that
 * finds holders by reading blocks (or a history service's actions) can find every one of them.
 * The core token's genesis balances are in no block, as on CyberWay's real genesis. gls creates
 * DROP at genesis and, in blocks firstBlock.., sends PER_BLOCK transfers a block to every user
 * but itself and the account that holds nothing, then to dice: 99,999 recipients and gls.
 */
export const AIRDROP = {
  symbol: '4,DROP',
  code: 'DROP',
  issuer: ACCOUNTS.gls,
  /** Below the last hour's blocks (fixed history) and within a scan of the last 10,000. */
  firstBlock: 9_001,
  perBlock: 100,
  /** Balances of DROP once the airdrop's blocks are made (recipients and the issuer). */
  balances: 100_000,
  /** What gls keeps after the airdrop, base units. */
  issuerKeeps: 10_000_000_000,
} as const;

const SKIPPED: ReadonlySet<string> = new Set([AIRDROP.issuer, ACCOUNTS.empty]);

/** Where the skipped accounts stand among the genesis users, ascending. */
function skippedPositions(users: readonly string[]): number[] {
  const genesisUsers = Math.min(users.length, AIRDROP.balances);
  return [...SKIPPED]
    .map((name) => users.indexOf(name))
    .filter((p) => p >= 0 && p < genesisUsers)
    .sort((a, b) => a - b);
}

/** Recipient i: the genesis users (the first 100,000) but gls and nobalance, then dice. */
function recipientAt(users: readonly string[], skipped: readonly number[], i: number) {
  const genesisUsers = Math.min(users.length, AIRDROP.balances);
  let index = i;
  for (const p of skipped) if (p <= index) index++;
  if (index < genesisUsers) return users[index];
  return index === genesisUsers ? DICE.account : undefined;
}

/** Base units recipient i gets: 1.0000 to 100.9999 DROP, spread without a generator. */
function unitsFor(i: number): number {
  return 10_000 + ((i * 7_919) % 1_000_000);
}

function recipientCount(users: readonly string[], skipped: readonly number[]): number {
  return Math.min(users.length, AIRDROP.balances) - skipped.length + 1;
}

/** At genesis (--scale only): DROP created and issued to gls, enough for the whole airdrop. */
export function genesisAirdrop(g: GenesisWriter, ms: number, users: readonly string[]): void {
  let total: number = AIRDROP.issuerKeeps;
  const count = recipientCount(users, skippedPositions(users));
  for (let i = 0; i < count; i++) total += unitsFor(i);
  g.act(ms, 'cyber.token', 'create', 'cyber.token', {
    issuer: AIRDROP.issuer,
    maximum_supply: formatAsset(total * 10, AIRDROP.symbol),
  });
  g.act(ms, 'cyber.token', 'issue', AIRDROP.issuer, {
    to: AIRDROP.issuer,
    quantity: formatAsset(total, AIRDROP.symbol),
    memo: 'airdrop',
  });
}

/** Block n's airdrop transaction (PER_BLOCK transfers from gls), or undefined outside it. */
export function airdropPlan(users: readonly string[], n: number): TrxPlan | undefined {
  const block = n - AIRDROP.firstBlock;
  if (block < 0) return undefined;
  const first = block * AIRDROP.perBlock;
  const skipped = skippedPositions(users);
  const count = recipientCount(users, skipped);
  if (first >= count) return undefined;
  const actions = [];
  for (let i = first; i < Math.min(count, first + AIRDROP.perBlock); i++) {
    const to = recipientAt(users, skipped, i);
    if (to === undefined) break;
    actions.push(
      transferAction(AIRDROP.issuer, to, formatAsset(unitsFor(i), AIRDROP.symbol), 'airdrop'),
    );
  }
  return single('airdrop', actions, 600);
}
