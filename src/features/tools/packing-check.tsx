import { Trans } from '@lingui/react/macro';
import { CheckBadge } from '@/components/ui/check-badge';
import { firstDifference, type EncodedAction } from './local-codec';

export interface PackingCheckProps {
  result: EncodedAction;
}

/** Whether the browser, packing the same arguments with the ABI, got the node's bytes. */
export function PackingCheck({ result }: PackingCheckProps) {
  const diff = result.local.ok ? firstDifference(result.hex, result.local.value) : -1;
  return (
    <>
      <p>
        {result.local.ok ? (
          diff === -1 ? (
            <CheckBadge state="match">
              <Trans>Matches the ABI: the browser packs the same bytes</Trans>
            </CheckBadge>
          ) : (
            <CheckBadge state="differ">
              <Trans>Differs from the browser’s packing at byte {diff}</Trans>
            </CheckBadge>
          )
        ) : (
          <CheckBadge state="unchecked">
            <Trans>
              Not checked: the browser could not pack these arguments ({result.local.message})
            </Trans>
          </CheckBadge>
        )}
      </p>
      {result.local.ok && diff !== -1 ? (
        <p className="text-sm">
          <Trans>Browser:</Trans> <span className="font-mono break-all">{result.local.value}</span>
        </p>
      ) : null}
    </>
  );
}
