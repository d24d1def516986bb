import { Trans } from '@lingui/react/macro';
import { formatInteger } from '@/lib/format';
import { describeLag } from './peer-state';

export interface BlockLagProps {
  /** The peer's block number (0 before the first handshake). */
  theirs: number;
  /** Ours, for the comparison. */
  ours: number | undefined;
}

/** A peer's block number and how far it is from ours. */
export function BlockLag({ theirs, ours }: BlockLagProps) {
  if (theirs <= 0)
    return (
      <span className="text-slate-500 dark:text-slate-400">
        <Trans>unknown</Trans>
      </span>
    );
  const lag = describeLag(ours, theirs);
  return (
    <span>
      <span className="font-mono tabular-nums">{formatInteger(theirs)}</span>
      {lag ? <span className="block text-xs text-slate-600 dark:text-slate-300">{lag}</span> : null}
    </span>
  );
}
