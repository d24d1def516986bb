import { int64, timePoint } from '../json.ts';
import { actDigest } from './block-draft.ts';
import type { PushedTransaction } from './chain-options.ts';
import type { ActionTrace, ReceiptTrace } from './ledger/traces.ts';

/*
 * A transaction trace as push_transaction answers it (`processed`): CyberWay's transaction_trace
 * and action_trace reflections (EOSIO 1.6 with CyberWay's ram and storage fields), written by
 * the abi serializer: unset optionals are null, action data is decoded with `hex_data` beside
 * it, and each action's notifications and the inline actions it sent are nested in its
 * `inline_traces`, notifications first. CyberWay's action events are not reflected, so not sent.
 */

function receiptJson(t: ActionTrace, r: ReceiptTrace): Record<string, unknown> {
  return {
    receiver: r.receiver,
    act_digest: actDigest(t.act).toString('hex'),
    global_sequence: int64(r.globalSequence),
    recv_sequence: int64(r.recvSequence),
    auth_sequence: r.authSequence.map(([actor, sequence]) => [actor, int64(sequence)]),
    code_sequence: r.codeSequence,
    abi_sequence: r.abiSequence,
  };
}

function actionTraceJson(
  t: ActionTrace,
  r: ReceiptTrace,
  inline: Record<string, unknown>[],
): Record<string, unknown> {
  return {
    receipt: receiptJson(t, r),
    act: {
      account: t.act.account,
      name: t.act.name,
      authorization: t.act.authorization,
      data: t.act.json,
      hex_data: t.act.data,
    },
    context_free: false,
    // Microseconds of a run the node does not time: small, and the same on every run.
    elapsed: 25 + (r.globalSequence % 97),
    console: '',
    trx_id: t.trxId,
    block_num: t.blockNum,
    block_time: timePoint(t.blockMs),
    producer_block_id: null,
    except: null,
    inline_traces: inline,
  };
}

/** The action traces of one transaction, nested as nodeos 1.x writes them. */
export function actionTracesJson(traces: readonly ActionTrace[]): Record<string, unknown>[] {
  const sent = new Map<number, ActionTrace[]>();
  const roots: ActionTrace[] = [];
  for (const t of traces) {
    if (t.parentOrdinal === undefined) roots.push(t);
    else {
      let list = sent.get(t.parentOrdinal);
      if (!list) sent.set(t.parentOrdinal, (list = []));
      list.push(t);
    }
  }
  const nest = (t: ActionTrace): Record<string, unknown> => {
    const [first, ...notified] = t.receipts;
    const inline = [
      ...notified.map((r) => actionTraceJson(t, r, [])),
      ...(sent.get(t.actionOrdinal) ?? []).map(nest),
    ];
    if (!first) throw new Error(`action ${t.act.account}::${t.act.name} has no receipt`);
    return actionTraceJson(t, first, inline);
  };
  return roots.map(nest);
}

/** push_transaction's `processed`: the trace of a transaction applied into the next block. */
export function transactionTraceJson(pushed: PushedTransaction): Record<string, unknown> {
  const r = pushed.receipt;
  return {
    id: pushed.trx.id,
    block_num: pushed.blockNum,
    block_time: timePoint(pushed.blockMs),
    producer_block_id: null,
    receipt: {
      status: r.status,
      cpu_usage_us: r.cpu,
      net_usage_words: r.net,
      ram_kbytes: r.ram,
      storage_kbytes: r.storage,
    },
    elapsed: r.cpu,
    ram_bytes: r.ram * 1024,
    net_usage: r.net * 8,
    storage_bytes: r.storage * 1024,
    scheduled: false,
    action_traces: actionTracesJson(pushed.traces),
    failed_dtrx_trace: null,
    except: null,
    nested: false,
    sent_nested: false,
  };
}
