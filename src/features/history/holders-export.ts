import type { StoredHolder } from '@/storage/holders-store';
import { csvField } from './activity-export';
import { shareText } from './holders-share';

/** What an export names besides the holders: the token and where its balances were read. */
export interface HoldersExportInfo {
  code: string;
  symbol: string;
  supply: string | undefined;
  supplyUnits: bigint | null;
  firstBlock: number | undefined;
  lastBlock: number | undefined;
}

/** The holders as CSV (RFC 4180, CRLF, a byte order mark for spreadsheets), largest first. */
export function holdersCsv(holders: readonly StoredHolder[], info: HoldersExportInfo): string {
  const lines = ['rank,account,balance,symbol,share,block'];
  holders.forEach((h, i) => {
    const share = shareText(BigInt(h.s), info.supplyUnits) ?? '';
    const fields = [String(i + 1), h.a, h.amount, info.symbol, share, String(h.b)];
    lines.push(fields.map(csvField).join(','));
  });
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The holders as JSON: the token, its supply and the blocks read at, then every holder. */
export function holdersJson(holders: readonly StoredHolder[], info: HoldersExportInfo): string {
  return JSON.stringify(
    {
      contract: info.code,
      symbol: info.symbol,
      supply: info.supply ?? null,
      readFromBlock: info.firstBlock ?? null,
      readToBlock: info.lastBlock ?? null,
      holders: holders.map((h, i) => ({
        rank: i + 1,
        account: h.a,
        balance: h.amount,
        share: shareText(BigInt(h.s), info.supplyUnits),
        block: h.b,
      })),
    },
    null,
    2,
  );
}
