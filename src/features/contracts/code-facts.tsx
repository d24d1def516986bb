import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { GetRawCodeAndAbi } from '@/api/node-client';
import { CopyButton } from '@/components/ui/copy-button';
import { KeyValueList } from '@/components/ui/key-value-list';
import { Skeleton } from '@/components/ui/skeleton';
import { formatBytes } from '@/lib/format';
import { downloadFile } from '@/lib/download';
import { base64Bytes } from '@/api/bytes';
import { HashCheck } from './hash-check';
import { useSha256 } from './use-sha256';

export interface CodeFactsProps {
  accountName: string;
  /** get_code_hash's (or get_raw_abi's) code hash; 64 zeros when there is no code. */
  codeHash: string | undefined;
  raw: GetRawCodeAndAbi;
}

const BUTTON =
  'rounded-md border border-slate-300 px-3 py-1 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:hover:bg-slate-800';

/** Code hash, wasm size and a download of the wasm (from get_raw_code_and_abi). */
export function CodeFacts({ accountName, codeHash, raw }: CodeFactsProps) {
  const wasm = useMemo(() => base64Bytes(raw.wasm), [raw.wasm]);
  const digest = useSha256(wasm && wasm.length > 0 ? wasm : null);
  const hasCode = wasm !== null && wasm.length > 0;
  const size = formatBytes(wasm?.length ?? 0);

  return (
    <KeyValueList
      items={[
        {
          label: t`Code hash`,
          hint: t`sha256 of the wasm`,
          value: codeHash ? (
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-mono break-all">{codeHash}</span>
              <CopyButton value={codeHash} label={t`code hash`} />
              {hasCode ? (
                <HashCheck expected={codeHash} digest={digest} what={t`the wasm`} />
              ) : null}
            </span>
          ) : (
            t`loading…`
          ),
        },
        {
          label: t`WASM size`,
          value:
            wasm === null ? (
              t`The node sent wasm that is not base64.`
            ) : hasCode ? (
              <span className="flex flex-wrap items-center gap-3">
                <span>
                  {plural(wasm.length, {
                    one: `# byte (${size})`,
                    other: `# bytes (${size})`,
                  })}
                </span>
                <button
                  type="button"
                  className={BUTTON}
                  onClick={() => downloadFile(wasm, `${accountName}.wasm`, 'application/wasm')}
                >
                  <Trans>Download {accountName}.wasm</Trans>
                </button>
              </span>
            ) : (
              t`No code is deployed on this account.`
            ),
        },
      ]}
    />
  );
}

/**
 * The code's facts while they load: the same list, each value's place as tall as the value that
 * replaces it (the hash wraps to two lines and its buttons to a third on a phone; the size's line
 * holds a button), so the ABI below does not move when the code arrives (get_raw_code_and_abi,
 * the largest answer of the page, often comes last).
 */
export function CodeFactsSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t`Loading the code…`}</span>
      <KeyValueList
        items={[
          {
            label: t`Code hash`,
            hint: t`sha256 of the wasm`,
            value: (
              <span className="block h-9 max-sm:h-17">
                <Skeleton className="h-4 w-full max-w-xl" />
              </span>
            ),
          },
          {
            label: t`WASM size`,
            value: (
              <span className="block h-7.5">
                <Skeleton className="h-4 w-48" />
              </span>
            ),
          },
        ]}
      />
    </div>
  );
}
