import type { HistoryAction } from '@/api/history-model';
import { isJsonObject } from '@/api/json-object';
import type { Level } from './msig-authority';

/** The multisig contract of CyberWay (and of EOSIO as eosio.msig). */
export const MSIG_CONTRACT = 'cyber.msig';

/** A proposed action as the propose action carries it: data packed (hex). */
export interface ProposedAction {
  account: string;
  name: string;
  authorization: Level[];
  data: string;
}

/** One approval step in the history: an approve or an unapprove. */
export interface ApprovalStep {
  kind: 'approve' | 'unapprove';
  level: Level;
  timestamp: string;
  trxId: string;
}

/** How a proposal ended, as the history saw it. */
export interface ProposalFate {
  kind: 'executed' | 'cancelled';
  /** The executer or the canceler. */
  by: string;
  timestamp: string;
  blockNum: number;
  trxId: string;
}

/** A proposal as the history of cyber.msig tells it, from its propose action on. */
export interface ProposalRecord {
  proposer: string;
  name: string;
  proposedAt: string;
  blockNum: number;
  trxId: string;
  requested: Level[];
  /** The proposed transaction's expiration (node time, UTC); '' when unreadable. */
  expiration: string;
  actions: ProposedAction[];
  steps: ApprovalStep[];
  fate: ProposalFate | undefined;
}

function str(data: Record<string, unknown>, key: string): string {
  const v = data[key];
  return typeof v === 'string' ? v : '';
}

function levelOf(value: unknown): Level | undefined {
  if (!isJsonObject(value)) return undefined;
  const { actor, permission } = value;
  return typeof actor === 'string' && typeof permission === 'string'
    ? { actor, permission }
    : undefined;
}

function levels(value: unknown): Level[] {
  return Array.isArray(value) ? value.flatMap((v) => levelOf(v) ?? []) : [];
}

function actionsOf(trx: unknown): ProposedAction[] {
  if (!isJsonObject(trx) || !Array.isArray(trx['actions'])) return [];
  return trx['actions'].flatMap((a) => {
    if (!isJsonObject(a)) return [];
    const data = a['data'];
    return [
      {
        account: str(a, 'account'),
        name: str(a, 'name'),
        authorization: levels(a['authorization']),
        data: typeof data === 'string' ? data : '',
      },
    ];
  });
}

const keyOf = (proposer: string, name: string) => `${proposer}/${name}`;

/**
 * The proposals found in cyber.msig's actions (any order in, newest proposal first out): each
 * propose starts one; approve and unapprove add steps; exec or cancel ends it. A name proposed
 * again after its end is a new proposal.
 */
export function proposalsFromHistory(rows: readonly HistoryAction[]): ProposalRecord[] {
  const ordered = [...rows].sort(
    (a, b) => a.blockNum - b.blockNum || (a.actionOrdinal ?? 0) - (b.actionOrdinal ?? 0),
  );
  const open = new Map<string, ProposalRecord>();
  const all: ProposalRecord[] = [];
  for (const row of ordered) {
    if (row.contract !== MSIG_CONTRACT || typeof row.data === 'string') continue;
    const data = row.data;
    const key = keyOf(str(data, 'proposer'), str(data, 'proposal_name'));
    const current = open.get(key);
    switch (row.action) {
      case 'propose': {
        const trx = data['trx'];
        const record: ProposalRecord = {
          proposer: str(data, 'proposer'),
          name: str(data, 'proposal_name'),
          proposedAt: row.timestamp,
          blockNum: row.blockNum,
          trxId: row.trxId,
          requested: levels(data['requested']),
          expiration: isJsonObject(trx) ? str(trx, 'expiration') : '',
          actions: actionsOf(trx),
          steps: [],
          fate: undefined,
        };
        open.set(key, record);
        all.push(record);
        break;
      }
      case 'approve':
      case 'unapprove': {
        const level = levelOf(data['level']);
        if (current && level)
          current.steps.push({
            kind: row.action,
            level,
            timestamp: row.timestamp,
            trxId: row.trxId,
          });
        break;
      }
      case 'exec':
      case 'cancel':
        if (current) {
          current.fate = {
            kind: row.action === 'exec' ? 'executed' : 'cancelled',
            by: str(data, row.action === 'exec' ? 'executer' : 'canceler'),
            timestamp: row.timestamp,
            blockNum: row.blockNum,
            trxId: row.trxId,
          };
          open.delete(key);
        }
        break;
    }
  }
  return all.reverse();
}

/** Whether a proposal passes the list's filters (proposer; an account whose approval is requested). */
export function matchesProposalFilter(
  p: ProposalRecord,
  filter: { proposer?: string; approver?: string },
): boolean {
  if (filter.proposer && p.proposer !== filter.proposer) return false;
  if (filter.approver && !p.requested.some((l) => l.actor === filter.approver)) return false;
  return true;
}
