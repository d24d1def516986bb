import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Navigate } from 'react-router';
import { NotFoundPanel } from '@/components/errors/not-found-panel';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/lib/paths';
import { privateKeyRefusedState } from './private-key-state';

/**
 * A private key came in the address (typed or pasted into the address bar, or a link): the
 * address is replaced by the search page's, so the key leaves the address bar and this history
 * entry, and that page says why.
 */
export function LeavePrivateKeyAddress() {
  return <Navigate replace to={paths.search('')} state={privateKeyRefusedState} />;
}

export function PrivateKeyRefusedPanel() {
  return (
    <>
      <PageHeader title={t`A private key`} />
      <NotFoundPanel title={t`This is a private key: nothing was asked with it`}>
        <Trans>
          Whoever has a private key controls the account. It was taken out of the address and sent
          nowhere; search by the public key (GLS…, EOS… or PUB_K1_…) instead.
        </Trans>
      </NotFoundPanel>
    </>
  );
}
