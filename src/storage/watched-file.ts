import { isAccountName } from '@/api/chain-refs';
import { z } from '@/api/zod';

/*
 * The watched accounts as a file: exported to move them to another browser, imported back. An
 * imported file is read with zod: anything but this shape is refused whole, with what was wrong,
 * so a wrong file never half-replaces the list.
 */

const FORMAT = 'cyberway-explorer/watched-accounts';

const fileSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(1),
  accounts: z.array(z.string()),
});

export function watchedFileText(accounts: readonly string[]): string {
  return `${JSON.stringify({ format: FORMAT, version: 1, accounts }, null, 2)}\n`;
}

/** Why a file was refused: the page says it in the reader's language. */
export type WatchedFileProblem =
  | { kind: 'not-json' }
  | { kind: 'not-watched-list'; where: string }
  | { kind: 'not-account-name'; name: string };

export type WatchedFileRead =
  { ok: true; accounts: string[] } | { ok: false; problem: WatchedFileProblem };

export function readWatchedFile(text: string): WatchedFileRead {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: { kind: 'not-json' } };
  }
  const parsed = fileSchema.safeParse(value);
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path ?? [];
    return {
      ok: false,
      problem: { kind: 'not-watched-list', where: path.map(String).join('.') || 'format' },
    };
  }
  const wrong = parsed.data.accounts.find((a) => !isAccountName(a));
  if (wrong !== undefined) return { ok: false, problem: { kind: 'not-account-name', name: wrong } };
  return { ok: true, accounts: [...new Set(parsed.data.accounts)] };
}
