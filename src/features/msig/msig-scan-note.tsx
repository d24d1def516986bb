import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useCallback, useSyncExternalStore } from 'react';
import { BUTTON } from '@/components/ui/form-styles';
import type { ScanController } from '@/history/block-scan/scan-controller';
import { formatInteger } from '@/lib/format';
import { MSIG_CONTRACT } from '@/lib/msig-history';

/** Blocks one click reads: about 17 hours of a 3-second chain. */
const SCAN_BLOCKS = 20_000;

/**
 * Without a history service, proposals are found in the blocks the scan has read: this says so
 * and reads more.
 */
export function MsigScanNote({ scan }: { scan: ScanController }) {
  const subscribe = useCallback((listener: () => void) => scan.subscribe(listener), [scan]);
  const state = useSyncExternalStore(subscribe, () => scan.getState());
  const progress = state.progress;
  const count = formatInteger(SCAN_BLOCKS);
  return (
    <div className="mb-4 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
      <p>
        <Trans>
          No history service is in use: proposals are found in the blocks this browser has read.
        </Trans>
      </p>
      {state.status === 'running' && progress ? (
        <p role="status" className="mt-2">
          {t`Reading blocks: ${formatInteger(progress.blocksRead)} of ${formatInteger(progress.blocksToRead)}`}
        </p>
      ) : (
        <button
          type="button"
          className={`${BUTTON} mt-2`}
          onClick={() =>
            scan.start({ kind: 'last', blocks: SCAN_BLOCKS }, { account: MSIG_CONTRACT })
          }
        >
          {t`Read the last ${count} blocks`}
        </button>
      )}
    </div>
  );
}
