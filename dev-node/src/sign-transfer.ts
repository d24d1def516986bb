import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { DEFAULT_HOST, DEFAULT_PORT, DEFAULT_SEED } from './fixtures.ts';
import { at, call, type Answer } from './test-helpers.ts';
import { testKeys } from './test-keys.ts';
import { chainIdOf, makeTransaction, packedBody, transfer } from './test-signing.ts';

/*
 * A transfer signed with a test account's keys and pushed, as a client does it (README: "A
 * transfer in a minute"): `npx tsx --tsconfig tsconfig.node.json dev-node/src/sign-transfer.ts
 * alice bob "1.0000 CYBER"`.
 */

const USAGE = `usage: npx tsx --tsconfig tsconfig.node.json dev-node/src/sign-transfer.ts [--url http://${DEFAULT_HOST}:${DEFAULT_PORT}] [--seed ${DEFAULT_SEED}] <from> <to> <quantity> [memo]`;

/**
 * Pushes cyber.token::transfer from `from`, signed with the test keys the node's
 * get_required_keys picks for it (alice: two of her three; carol: hers and bob's), packed as
 * CyberWay's transaction; the node's answer.
 */
export async function signTransfer(
  url: string,
  args: { from: string; to: string; quantity: string; memo?: string; seed?: number },
): Promise<Answer> {
  const node = { url };
  const keys = testKeys(args.seed ?? DEFAULT_SEED);
  const trx = await makeTransaction(node, [
    transfer(args.from, args.to, args.quantity, args.memo ?? ''),
  ]);
  const required = await call(node, '/v1/chain/get_required_keys', {
    transaction: trx,
    available_keys: keys.map((k) => k.publicKey),
  });
  if (required.status !== 200) return required;
  const needed = at(required.json, 'required_keys');
  const wifs = keys
    .filter((k) => Array.isArray(needed) && needed.includes(k.publicKey))
    .map((k) => k.wif);
  return call(node, '/v1/chain/push_transaction', packedBody(await chainIdOf(node), trx, wifs));
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { url: { type: 'string' }, seed: { type: 'string' } },
    allowPositionals: true,
  });
  const [from, to, quantity, memo] = positionals;
  if (!from || !to || !quantity) {
    console.error(USAGE);
    process.exit(2);
  }
  const url = values.url ?? `http://${DEFAULT_HOST}:${DEFAULT_PORT}`;
  const seed = Number(values.seed ?? DEFAULT_SEED);
  const answer = await signTransfer(url, { from, to, quantity, seed, ...(memo ? { memo } : {}) });
  if (answer.status !== 202) {
    console.error(`${answer.status} ${JSON.stringify(answer.json, null, 2)}`);
    process.exitCode = 1;
    return;
  }
  const id = String(at(answer.json, 'transaction_id'));
  const block = String(at(answer.json, 'processed', 'block_num'));
  console.log(
    `202 transaction ${id}, ${String(at(answer.json, 'processed', 'receipt', 'status'))}`,
  );
  console.log(
    `In block ${block} once made (with --manual: curl -X POST ${url}/dev/produce_block).`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
