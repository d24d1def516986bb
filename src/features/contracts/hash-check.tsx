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
      return <span className="text-xs text-slate-600 dark:text-slate-300">Checking…</span>;
    case 'unavailable':
      return (
        <span className="text-xs text-slate-600 dark:text-slate-300">
          Not checked: this browser offers sha256 only on https pages.
        </span>
      );
    case 'failed':
      return <Badge tone="warn">Not checked: {digest.message}</Badge>;
    case 'done':
      return digest.hex === expected.toLowerCase() ? (
        <Badge tone="good" title={`sha256 of ${what}: ${digest.hex}`}>
          ✓ Matches sha256 of {what}
        </Badge>
      ) : (
        <Badge tone="bad" title={`sha256 of ${what}: ${digest.hex}`}>
          ✗ Differs from sha256 of {what} ({digest.hex.slice(0, 12)}…)
        </Badge>
      );
  }
}
