import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import type { CallOptions } from '@/api/call';
import type { ActivityFilter } from './activity-filter';
import type {
  AccountCreator,
  BlockRange,
  CreatedAccount,
  HistoryAction,
  HistorySourceKind,
  HistoryTotal,
  HistoryTransaction,
} from './model';
import { mergeRanges } from './ranges';
import type { ScanController } from './scan-controller';

/** An account's activity, filtered (contract, action, direction, time range). */
export interface ActivityQuery extends ActivityFilter {
  account: string;
}

/** A page of rows, newest first; `next` continues it (an opaque cursor), undefined at the end. */
export interface ActivityPage {
  rows: HistoryAction[];
  next: string | undefined;
  /** How many rows match in all, when the source knows (a service's count may be a lower bound). */
  total: HistoryTotal | undefined;
}

export interface CreatedAccountsPage {
  accounts: CreatedAccount[];
  next: string | undefined;
}

/** How far back a source reaches, for the line every history view shows. */
export type HistoryReach =
  | {
      kind: 'hyperion';
      serviceUrl: string;
      version: string;
      chainId: string;
      firstIndexedBlock: number | undefined;
      lastIndexedBlock: number | undefined;
      missingBlocks: number | undefined;
    }
  | {
      kind: 'scan';
      nodeUrl: string;
      /** Blocks read and kept, merged, ascending. */
      ranges: BlockRange[];
      /** Blocks of the current scan above LIB, read but not kept. */
      unkept: BlockRange | undefined;
    };

/**
 * The questions the history views ask, answered by a history service (Hyperion) or by reading
 * the node's blocks (the scan). Rows are the same model either way.
 */
export interface HistorySource {
  readonly kind: HistorySourceKind;
  /** The service URL, or `blocks` for the scan: history query keys carry it after the node URL. */
  readonly id: string;
  activity(
    query: ActivityQuery,
    page: { cursor?: string | undefined; limit: number },
    o?: CallOptions,
  ): Promise<ActivityPage>;
  /** Null when the source does not know the transaction (the scan: not in the blocks read). */
  transaction(trxId: string, o?: CallOptions): Promise<HistoryTransaction | null>;
  /** Null when the source does not know who created the account. */
  creator(account: string, o?: CallOptions): Promise<AccountCreator | null>;
  createdAccounts(
    account: string,
    page: { cursor?: string | undefined; limit: number },
    o?: CallOptions,
  ): Promise<CreatedAccountsPage>;
  reach(o?: CallOptions): Promise<HistoryReach>;
  /** The block scan's controller (start, cancel, resume, progress); only on the scan source. */
  readonly scan?: ScanController;
}

// The language's digit grouping (the active locale's, as the rest of the page).
const count = (n: number) => i18n.number(n);

/** "history service X, indexed to block N" / "blocks A–B of this node read". */
export function describeReach(reach: HistoryReach): string {
  if (reach.kind === 'hyperion') {
    let host = reach.serviceUrl;
    try {
      host = new URL(reach.serviceUrl).host;
    } catch {
      // Keep the URL as given.
    }
    const block = reach.lastIndexedBlock !== undefined ? count(reach.lastIndexedBlock) : undefined;
    const missing = reach.missingBlocks ?? 0;
    if (block !== undefined && missing) {
      return plural(missing, {
        one: `history service ${host}, indexed to block ${block} (# block missing)`,
        other: `history service ${host}, indexed to block ${block} (# blocks missing)`,
      });
    }
    if (block !== undefined) return t`history service ${host}, indexed to block ${block}`;
    if (missing) {
      return plural(missing, {
        one: `history service ${host} (# block missing)`,
        other: `history service ${host} (# blocks missing)`,
      });
    }
    return t`history service ${host}`;
  }
  const ranges = mergeRanges(reach.unkept ? [...reach.ranges, reach.unkept] : reach.ranges);
  if (ranges.length === 0) return t`no blocks of this node read yet`;
  const parts = ranges
    .sort((a, b) => b.to - a.to)
    .map((r) => {
      const from = count(r.from);
      const to = count(r.to);
      return r.from === r.to ? t`block ${from}` : t`blocks ${from}–${to}`;
    })
    .join(', ');
  return t`${parts} of this node read`;
}
