import { ABIEncoder, Name, PublicKey, Serializer } from '@wharfkit/antelope';
import type {
  PackableAction,
  PackableHeader,
  PackableTransaction,
  ScheduleJson,
} from './chain-types.ts';

/**
 * Hot-path packers for the history build (tens of thousands of transactions at start-up).
 * Serializer.encode re-resolves the ABI on every call, ~5x slower. These write the same struct
 * layouts field by field through wharfkit's ABIEncoder, with names and keys encoded by wharfkit
 * once and cached; the tests check they match Serializer.encode byte for byte.
 */

const nameBytes = new Map<string, Uint8Array>();
const keyBytes = new Map<string, Uint8Array>();

function writeName(e: ABIEncoder, name: string): void {
  let bytes = nameBytes.get(name);
  if (!bytes) {
    bytes = Serializer.encode({ object: Name.from(name) }).array;
    nameBytes.set(name, bytes);
  }
  e.writeArray(bytes);
}

function writeKey(e: ABIEncoder, key: string): void {
  let bytes = keyBytes.get(key);
  if (!bytes) {
    bytes = Serializer.encode({ object: PublicKey.from(key) }).array;
    keyBytes.set(key, bytes);
  }
  e.writeArray(bytes);
}

function writeUint(e: ABIEncoder, value: number, width: 1 | 2 | 4): void {
  for (let i = 0; i < width; i++) e.writeByte((value >>> (8 * i)) & 0xff);
}

function writeChecksum(e: ABIEncoder, hex: string): void {
  e.writeArray(Buffer.from(hex, 'hex'));
}

function writeBytes(e: ABIEncoder, hex: string): void {
  const bytes = Buffer.from(hex, 'hex');
  e.writeVaruint32(bytes.length);
  e.writeArray(bytes);
}

/** time_point_sec / block timestamp strings are UTC without a zone. */
function seconds(text: string): number {
  return Math.floor(Date.parse(`${text}Z`) / 1000);
}

function writeAction(e: ABIEncoder, a: PackableAction): void {
  writeName(e, a.account);
  writeName(e, a.name);
  e.writeVaruint32(a.authorization.length);
  for (const p of a.authorization) {
    writeName(e, p.actor);
    writeName(e, p.permission);
  }
  writeBytes(e, a.data);
}

export function fastPackAction(a: PackableAction): Uint8Array {
  const e = new ABIEncoder(256);
  writeAction(e, a);
  return e.getData();
}

export function fastPackTransaction(t: PackableTransaction): Uint8Array {
  const e = new ABIEncoder(512);
  writeUint(e, seconds(t.expiration), 4);
  writeUint(e, t.ref_block_num, 2);
  writeUint(e, t.ref_block_prefix, 4);
  e.writeVaruint32(t.max_net_usage_words);
  writeUint(e, t.max_cpu_usage_ms, 1);
  e.writeVaruint32(t.max_ram_kbytes);
  e.writeVaruint32(t.max_storage_kbytes);
  e.writeVaruint32(t.delay_sec);
  e.writeVaruint32(t.context_free_actions.length);
  for (const a of t.context_free_actions) writeAction(e, a);
  e.writeVaruint32(t.actions.length);
  for (const a of t.actions) writeAction(e, a);
  e.writeVaruint32(t.transaction_extensions.length);
  for (const x of t.transaction_extensions) {
    writeUint(e, x.type, 2);
    writeBytes(e, x.data);
  }
  return e.getData();
}

function writeSchedule(e: ABIEncoder, s: ScheduleJson): void {
  writeUint(e, s.version, 4);
  e.writeVaruint32(s.producers.length);
  for (const p of s.producers) {
    writeName(e, p.producer_name);
    writeKey(e, p.block_signing_key);
  }
}

export function fastPackHeader(h: PackableHeader): Uint8Array {
  const e = new ABIEncoder(256);
  // block_timestamp_type: 3-second slots since 2000-01-01.
  writeUint(e, (Date.parse(`${h.timestamp}Z`) - Date.UTC(2000, 0, 1)) / 3000, 4);
  writeName(e, h.producer);
  writeUint(e, h.confirmed, 2);
  writeChecksum(e, h.previous);
  writeChecksum(e, h.transaction_mroot);
  writeChecksum(e, h.action_mroot);
  writeUint(e, h.schedule_version, 4);
  if (h.new_producers) {
    e.writeByte(1);
    writeSchedule(e, h.new_producers);
  } else e.writeByte(0);
  e.writeVaruint32(h.header_extensions.length);
  for (const x of h.header_extensions) {
    writeUint(e, x.type, 2);
    writeBytes(e, x.data);
  }
  return e.getData();
}

export function fastPackReceiptDigest(r: {
  status: number;
  cpu_usage_us: number;
  net_usage_words: number;
  ram_kbytes: number;
  storage_kbytes: number;
  trx_id: string;
}): Uint8Array {
  const e = new ABIEncoder(64);
  writeUint(e, r.status, 1);
  writeUint(e, r.cpu_usage_us, 4);
  e.writeVaruint32(r.net_usage_words);
  e.writeVaruint32(r.ram_kbytes);
  e.writeVarint32(r.storage_kbytes);
  writeChecksum(e, r.trx_id);
  return e.getData();
}
