import type {
  PackableAction,
  PackableHeader,
  PackableTransaction,
  ScheduleJson,
} from './chain-types.ts';
import {
  keyBytesOf,
  pack,
  packDigest,
  seconds,
  writeBytes,
  writeChecksum,
  writeInt64,
  writeName,
  type Writer,
} from './byte-writer.ts';

/**
 * Hot-path packers for the history build (tens of thousands of transactions, receipts and
 * actions at start-up). Serializer.encode re-resolves the ABI on every call and a wharfkit
 * ABIEncoder allocates a buffer, a DataView and a TextEncoder per use: these write the same
 * layouts field by field into one reused buffer, with names and keys encoded by wharfkit once
 * and cached; the tests check they match Serializer.encode byte for byte.
 */

function writeAction(w: Writer, a: PackableAction): void {
  writeName(w, a.account);
  writeName(w, a.name);
  w.varuint32(a.authorization.length);
  for (const p of a.authorization) {
    writeName(w, p.actor);
    writeName(w, p.permission);
  }
  writeBytes(w, a.data);
}

/** sha256 of the packed action (an action receipt's act_digest). */
export function fastActionDigest(a: PackableAction): Buffer {
  return packDigest((w) => writeAction(w, a));
}

export function fastPackTransaction(t: PackableTransaction): Uint8Array {
  return pack((w) => {
    w.uint(seconds(t.expiration), 4);
    w.uint(t.ref_block_num, 2);
    w.uint(t.ref_block_prefix, 4);
    w.varuint32(t.max_net_usage_words);
    w.uint(t.max_cpu_usage_ms, 1);
    w.varuint32(t.max_ram_kbytes);
    w.varuint32(t.max_storage_kbytes);
    w.varuint32(t.delay_sec);
    w.varuint32(t.context_free_actions.length);
    for (const a of t.context_free_actions) writeAction(w, a);
    w.varuint32(t.actions.length);
    for (const a of t.actions) writeAction(w, a);
    w.varuint32(t.transaction_extensions.length);
    for (const x of t.transaction_extensions) {
      w.uint(x.type, 2);
      writeBytes(w, x.data);
    }
  });
}

function writeSchedule(w: Writer, s: ScheduleJson): void {
  w.uint(s.version, 4);
  w.varuint32(s.producers.length);
  for (const p of s.producers) {
    writeName(w, p.producer_name);
    const key = keyBytesOf(p.block_signing_key);
    if (!key) throw new TypeError(`not a public key: ${p.block_signing_key}`);
    w.bytes(key);
  }
}

export function fastPackHeader(h: PackableHeader): Uint8Array {
  return pack((w) => {
    // block_timestamp_type: 3-second slots since 2000-01-01.
    w.uint((Date.parse(`${h.timestamp}Z`) - Date.UTC(2000, 0, 1)) / 3000, 4);
    writeName(w, h.producer);
    w.uint(h.confirmed, 2);
    writeChecksum(w, h.previous);
    writeChecksum(w, h.transaction_mroot);
    writeChecksum(w, h.action_mroot);
    w.uint(h.schedule_version, 4);
    if (h.new_producers) {
      w.byte(1);
      writeSchedule(w, h.new_producers);
    } else w.byte(0);
    w.varuint32(h.header_extensions.length);
    for (const x of h.header_extensions) {
      w.uint(x.type, 2);
      writeBytes(w, x.data);
    }
  });
}

interface ReceiptHeader {
  status: number;
  cpu_usage_us: number;
  net_usage_words: number;
  ram_kbytes: number;
  storage_kbytes: number;
  trx_id: string;
}

function writeReceiptHeader(w: Writer, r: ReceiptHeader): void {
  w.uint(r.status, 1);
  w.uint(r.cpu_usage_us, 4);
  w.varuint32(r.net_usage_words);
  w.varuint32(r.ram_kbytes);
  w.varint32(r.storage_kbytes);
  writeChecksum(w, r.trx_id);
}

/** A transaction_mroot leaf: sha256 of the receipt header and the transaction id. */
export function fastReceiptDigest(r: ReceiptHeader): Buffer {
  return packDigest((w) => writeReceiptHeader(w, r));
}

/**
 * An action receipt as action_mroot commits to it: receiver, sha256 of the packed action, the
 * global and receiver sequences, the authorizers' sequences, and the code and ABI sequences.
 */
export function fastActionReceiptDigest(r: {
  receiver: string;
  actDigest: Uint8Array;
  globalSequence: number;
  recvSequence: number;
  authSequence: readonly (readonly [string, number])[];
  codeSequence: number;
  abiSequence: number;
}): Buffer {
  return packDigest((w) => {
    writeName(w, r.receiver);
    w.bytes(r.actDigest);
    writeInt64(w, r.globalSequence, 'uint64');
    writeInt64(w, r.recvSequence, 'uint64');
    w.varuint32(r.authSequence.length);
    for (const [actor, sequence] of r.authSequence) {
      writeName(w, actor);
      writeInt64(w, sequence, 'uint64');
    }
    w.varuint32(r.codeSequence);
    w.varuint32(r.abiSequence);
  });
}
