import { t } from '@lingui/core/macro';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { NotFoundPanel } from '@/components/errors/not-found-panel';
import { PageHeader } from '@/components/ui/page-header';
import { IdSearch } from '@/features/search/id-search';
import {
  LeavePrivateKeyAddress,
  PrivateKeyRefusedPanel,
} from '@/features/search/private-key-in-address';
import { wasPrivateKeyRefused } from '@/features/search/private-key-state';
import { WordSearch } from '@/features/search/word-search';
import { paths } from '@/lib/paths';
import { classifySearch, looksLikePrivateKey } from '@/lib/search';

/**
 * What the search box could not settle alone (a 64-hex id; a word that may be an account, a
 * domain or a token), asked of the node and the history; anything else typed here goes where the
 * search box would send it.
 */
export function Component() {
  const [params] = useSearchParams();
  const state: unknown = useLocation().state;
  const q = params.get('q') ?? '';
  if (looksLikePrivateKey(q.trim())) return <LeavePrivateKeyAddress />;
  if (!q && wasPrivateKeyRefused(state)) return <PrivateKeyRefusedPanel />;
  const target = classifySearch(q);
  switch (target.kind) {
    case 'blockId':
      return (
        <>
          <PageHeader
            title={t`Block or transaction?`}
            subtitle={<span className="font-mono break-all">{target.blockId}</span>}
          />
          <IdSearch key={target.blockId} id={target.blockId} />
        </>
      );
    case 'word':
      return (
        <>
          <PageHeader
            title={t`Search for “${target.word}”`}
            subtitle={t`Asked of the node as each thing it may be`}
          />
          <WordSearch key={target.word} target={target} />
        </>
      );
    case 'block':
      return <Navigate replace to={paths.block(target.blockNum)} />;
    case 'account':
      return <Navigate replace to={paths.account(target.accountName)} />;
    case 'name':
      return <Navigate replace to={paths.names(target.name)} />;
    case 'key':
      return <Navigate replace to={paths.key(target.key)} />;
    case 'none':
      return (
        <>
          <PageHeader title={t`Search`} />
          <NotFoundPanel title={t`Nothing to search for`}>{target.reason}</NotFoundPanel>
        </>
      );
  }
}
