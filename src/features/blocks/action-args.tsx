import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Action } from '@/api/node-client';
import { nodeErrorTitle } from '@/api/node-errors';
import { isJsonObject } from '@/api/json-object';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useNodeClient } from '@/lib/node-store';
import { retryableImport } from '@/api/retryable-import';
import { actionDecodeQueries } from '@/queries/action-decode';
import { contractQueries } from '@/queries/contracts';
import { ArgsView } from './args-view';

// Only actions the node sent packed need it; after a failed download, the next try loads it anew.
const loadDecoder = retryableImport(() => import('./decode-action-data'));

export interface ActionArgsProps {
  action: Action;
}

const NOTE = 'mt-1 text-xs text-slate-600 dark:text-slate-300';

/**
 * The arguments of an action: as the node decoded them, or — when the node sent only hex —
 * decoded here with the contract's current ABI, or the raw hex with the reason it stays raw.
 */
export function ActionArgs({ action }: ActionArgsProps) {
  if (isJsonObject(action.data)) {
    return (
      <div>
        <ArgsView value={action.data} />
        {action.hex_data ? <RawHex hex={action.hex_data} /> : null}
      </div>
    );
  }
  if (action.data === '')
    return (
      <p className="text-sm">
        <Trans>No arguments.</Trans>
      </p>
    );
  return <HexArgs action={action} hex={action.data} />;
}

function HexArgs({ action, hex }: { action: Action; hex: string }) {
  const client = useNodeClient();
  const abi = useQuery(contractQueries.abi(client, action.account));
  const contractAbi = abi.data?.abi;
  const decoded = useQuery({
    ...actionDecodeQueries.decoded(client, action.account, action.name, hex, async () => {
      if (!contractAbi) throw new Error('no ABI');
      const { decodeActionData } = await loadDecoder();
      return decodeActionData(contractAbi, action.name, hex);
    }),
    enabled: contractAbi !== undefined,
  });

  if (abi.isPending || (contractAbi && decoded.isPending)) {
    return <SkeletonRows rows={2} label={t`Decoding the arguments with the contract ABI…`} />;
  }
  const contract = action.account;
  if (decoded.data?.kind === 'decoded') {
    return (
      <div>
        <ArgsView value={decoded.data.args} />
        <p className={NOTE}>
          <Trans>
            The node sent these arguments packed; they were decoded in your browser with the current
            ABI of {contract}.
          </Trans>
        </p>
        <RawHex hex={hex} />
      </div>
    );
  }
  let reason: ReactNode;
  if (abi.isError) {
    const error = nodeErrorTitle(abi.error);
    reason = (
      <Trans>
        Raw hex: not decoded because the ABI of {contract} could not be loaded ({error}).
      </Trans>
    );
  } else if (!contractAbi) {
    reason = <Trans>Raw hex: not decoded because {contract} has no ABI.</Trans>;
  } else if (decoded.data?.kind === 'failed') {
    const failure = decoded.data.reason;
    // The serializer's own message is English whatever the page's language: marked so.
    const lang = typeof failure === 'string' ? 'en' : undefined;
    const why = typeof failure === 'string' ? failure : i18n._(failure);
    reason = (
      <Trans>
        Raw hex: not decoded because decoding with the ABI of {contract} failed:{' '}
        <span lang={lang}>{why}</span>.
      </Trans>
    );
  } else {
    reason = <Trans>Raw hex: not decoded because decoding failed.</Trans>;
  }
  return (
    <div>
      <p className="font-mono text-sm break-all">{hex}</p>
      <p className={NOTE}>{reason}</p>
    </div>
  );
}

function RawHex({ hex }: { hex: string }) {
  return (
    <details className="mt-2 text-xs">
      <summary className="cursor-pointer text-slate-600 select-none dark:text-slate-300">
        <Trans>Packed arguments (hex)</Trans>
      </summary>
      <p className="mt-1 font-mono break-all">{hex}</p>
    </details>
  );
}
