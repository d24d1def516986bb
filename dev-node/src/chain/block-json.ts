import { Checksum256 } from '@wharfkit/antelope';
import { packSchedule } from './abi/chain-types.ts';
import { blockHeader, scheduleJson, type BlockContext, type BlockRecord } from './blocks.ts';
import { bytesToHex } from './hex.ts';
import { sha256Of } from './rng.ts';
import { refBlockPrefix, transactionJson, trxSignatures } from './transactions.ts';

const scheduleHashes = new Map<string, Buffer>();

/** sha256 of the packed schedule a block's producer commits to (pending if any, else active). */
export function scheduleHash(ctx: BlockContext, n: number): Buffer {
  const version = ctx.schedule.pending(n) ?? ctx.schedule.active(n);
  const key = `${ctx.seed}/${version.version}`;
  let hash = scheduleHashes.get(key);
  if (!hash) {
    hash = sha256Of(packSchedule(scheduleJson(version, ctx.keys)));
    scheduleHashes.set(key, hash);
  }
  return hash;
}

/** What the producer signs: sha256(header digest ‖ schedule hash). */
export function producerDigest(ctx: BlockContext, block: BlockRecord): Buffer {
  return sha256Of(block.headerDigest, scheduleHash(ctx, block.num));
}

export function producerSignature(ctx: BlockContext, block: BlockRecord): string {
  block.signature ??= ctx.keys
    .get(`prod/${block.producer}/signing`)
    .privateKey.signDigest(Checksum256.from(producerDigest(ctx, block)))
    .toString();
  return block.signature;
}

/** get_block's answer as text. */
export function blockJson(ctx: BlockContext, block: BlockRecord): string {
  return blockJsonBuffer(ctx, block).toString();
}

/** get_block's answer, serialized once per block and served as the same Buffer after. */
export function blockJsonBuffer(ctx: BlockContext, block: BlockRecord): Buffer {
  if (block.json) return block.json;
  const body = {
    ...blockHeader(block),
    producer_signature: producerSignature(ctx, block),
    transactions: block.receipts.map((r) => ({
      status: r.status,
      cpu_usage_us: r.cpu,
      net_usage_words: r.net,
      ram_kbytes: r.ram,
      storage_kbytes: r.storage,
      trx:
        typeof r.trx === 'string'
          ? r.trx
          : {
              id: r.trx.id,
              signatures: trxSignatures(ctx, r.trx),
              compression: 'none',
              packed_context_free_data: '',
              context_free_data: [],
              packed_trx: bytesToHex(r.trx.packed),
              transaction: transactionJson(r.trx),
            },
    })),
    // CyberWay writes it, empty, on every block (ground-truth §4.2).
    block_extensions: [],
    id: block.id,
    block_num: block.num,
    ref_block_prefix: refBlockPrefix(block.id),
  };
  block.json = Buffer.from(JSON.stringify(body));
  return block.json;
}
