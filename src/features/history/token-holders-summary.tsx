import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { INLINE_LINK } from '@/components/links/inline-link';
import { formatInteger } from '@/lib/format';
import { useNodeClient } from '@/lib/node-store';
import { paths } from '@/lib/paths';
import { holdersQueries } from '@/queries/token-holders';
import { amountOf, shareText, unitsOf } from './holders-share';
import { useHoldersReader, useHoldersRevision, useHoldersState } from './use-holders';
import type { HoldersReader } from '@/history/token-holders/holders-reader';

/**
 * The token page's line on its holders: how many this browser has read and the share the ten
 * largest hold, with the way to the list (or to finding them). Read from IndexedDB only.
 */
export default function TokenHoldersSummary({ code, symbol }: { code: string; symbol: string }) {
  const reader = useHoldersReader(code, symbol);
  const link = (
    <Link to={paths.tokenHolders(code, symbol)} className={INLINE_LINK}>
      {reader.data?.getState().meta ? t`All holders` : t`Find the holders`}
    </Link>
  );
  if (!reader.data) return <p className="text-sm">{link}</p>;
  return <SummaryLine reader={reader.data} link={link} />;
}

function SummaryLine({ reader, link }: { reader: HoldersReader; link: React.ReactNode }) {
  const state = useHoldersState(reader);
  const summary = useQuery(
    holdersQueries.summary(useNodeClient(), reader, useHoldersRevision(state)),
  );
  const meta = state.meta;
  if (!meta || !summary.data) {
    return (
      <p className="text-sm">
        <Trans>Not read in this browser yet.</Trans> {link}
      </p>
    );
  }
  const top10 = shareText(summary.data.top10, unitsOf(amountOf(meta.supply) ?? ''));
  const block = formatInteger(meta.lastBlock ?? 0);
  const count = summary.data.count;
  return (
    <p className="text-sm" data-testid="token-holders-summary">
      {plural(count, { one: '# holder', other: '# holders' })}
      {top10 ? ` · ${t`the top 10 hold ${top10} of the supply`}` : ''}
      {meta.lastBlock ? ` · ${t`read at block ${block}`}` : ''} {link}
    </p>
  );
}
