import { Trans } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';

export interface CheckBadgeProps {
  /** null while the check runs. */
  state: 'match' | 'differ' | 'unchecked' | null;
  children: React.ReactNode;
}

/** The outcome of a browser-side check, in words (colour only reinforces it). */
export function CheckBadge({ state, children }: CheckBadgeProps) {
  if (state === null)
    return (
      <span className="text-sm">
        <Trans>Checking in the browser…</Trans>
      </span>
    );
  const tone = state === 'match' ? 'good' : state === 'differ' ? 'bad' : 'warn';
  const mark = state === 'match' ? '✓ ' : state === 'differ' ? '✗ ' : '';
  return (
    <Badge tone={tone}>
      {mark}
      {children}
    </Badge>
  );
}
