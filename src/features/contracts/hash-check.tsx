import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import type { DigestState } from './use-sha256';

export interface HashCheckProps {
  /** The hash the node reports. */
  expected: string;
  digest: DigestState;
  /** What was hashed, e.g. "the wasm". */
  what: string;
}

/** Whether a node-reported hash matches the sha256 of the bytes, computed in the browser. */
export function HashCheck({ expected, digest, what }: HashCheckProps) {
  switch (digest.status) {
    case 'pending':
      return (
        <span className="text-xs text-slate-600 dark:text-slate-300">
          <Trans>Checking…</Trans>
        </span>
      );
    case 'unavailable':
      return (
        <span className="text-xs text-slate-600 dark:text-slate-300">
          <Trans>Not checked: this browser offers sha256 only on https pages.</Trans>
        </span>
      );
    case 'failed':
      return (
        <Badge tone="warn">
          <Trans>Not checked: {digest.message}</Trans>
        </Badge>
      );
    case 'done':
      return digest.hex === expected.toLowerCase() ? (
        <Badge tone="good" title={t`sha256 of ${what}: ${digest.hex}`}>
          <Trans>✓ Matches sha256 of {what}</Trans>
        </Badge>
      ) : (
        <Badge tone="bad" title={t`sha256 of ${what}: ${digest.hex}`}>
          <Trans>
            ✗ Differs from sha256 of {what} ({digest.hex.slice(0, 12)}…)
          </Trans>
        </Badge>
      );
  }
}
