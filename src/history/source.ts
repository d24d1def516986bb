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
} from '@/api/history-model';
import type { ScanController } from '@/history/block-scan/scan-controller';
import type { TokenAccountsPage } from './token-movements';

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
 * What a history service says of one transaction, for its page: every action it saw run (inline
 * ones and receivers too). `none`: no service is in use (the block scan sees no more than the
 * block does). `absent`: the service does not know the transaction.
 */
export type TransactionTrace =
  | { status: 'none' }
  | { status: 'pending' | 'failed' | 'absent'; service: string }
  | { status: 'found'; service: string; actions: HistoryAction[] };

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
  /**
   * The accounts a token moved to or from (its contract's transfers and issues), oldest first, a
   * page at a time: who may hold it. The scan answers from the blocks it has kept.
   */
  tokenAccounts(
    code: string,
    symbol: string,
    cursor: string | undefined,
    o?: CallOptions,
  ): Promise<TokenAccountsPage>;
  /** The block scan's controller (start, cancel, resume, progress); only on the scan source. */
  readonly scan?: ScanController;
}
