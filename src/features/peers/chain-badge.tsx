import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Handshake } from '@/api/schemas/net';
import { Badge } from '@/components/ui/badge';
import { chainMatch } from './peer-state';

/** Same or other chain than our node; unknown, with the reason on hover, when either id is missing. */
export function ChainBadge({
  handshake,
  ourChainId,
  sameLabel,
}: {
  handshake: Handshake;
  ourChainId: string | undefined;
  sameLabel?: string;
}) {
  const match = chainMatch(handshake, ourChainId);
  if (match === 'other')
    return (
      <Badge tone="bad">
        <Trans>Other chain</Trans>
      </Badge>
    );
  if (match === 'same') return <Badge tone="good">{sameLabel ?? t`Same chain`}</Badge>;
  return (
    <span
      className="text-slate-600 dark:text-slate-300"
      title={t`Our node’s chain id is not known yet (get_info has not answered), so the peer’s cannot be compared.`}
    >
      <Trans>chain not compared</Trans>
    </span>
  );
}
