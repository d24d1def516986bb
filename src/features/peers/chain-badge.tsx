import type { Handshake } from '@/api/schemas/net';
import { Badge } from '@/components/ui/badge';
import { chainMatch } from './peer-state';

const UNKNOWN_WHY =
  "Our node's chain id is not known yet (get_info has not answered), so the peer's cannot be compared.";

/** Same or other chain than our node; unknown, with the reason on hover, when either id is missing. */
export function ChainBadge({
  handshake,
  ourChainId,
  sameLabel = 'Same chain',
}: {
  handshake: Handshake;
  ourChainId: string | undefined;
  sameLabel?: string;
}) {
  const match = chainMatch(handshake, ourChainId);
  if (match === 'other') return <Badge tone="bad">Other chain</Badge>;
  if (match === 'same') return <Badge tone="good">{sameLabel}</Badge>;
  return (
    <span className="text-slate-600 dark:text-slate-300" title={UNKNOWN_WHY}>
      chain not compared
    </span>
  );
}
