import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { NotFoundPanel } from '@/components/errors/not-found-panel';
import { PageHeader } from '@/components/ui/page-header';
import { KeyHolders } from '@/features/keys/key-holders';
import { readPublicKey } from '@/lib/public-key';
import { looksLikePrivateKey } from '@/lib/search';

/** The accounts holding a public key: `/key/<key as typed>` (GLS…, EOS… or PUB_K1_…). */
export function Component() {
  const { publicKey: typed = '' } = useParams();
  if (looksLikePrivateKey(typed.trim())) {
    return (
      <>
        <PageHeader title={t`A private key`} />
        <NotFoundPanel title={t`This is a private key: nothing was asked with it`}>
          <Trans>
            Whoever has a private key controls the account. Do not share this address; search by the
            public key (GLS…, EOS… or PUB_K1_…) instead.
          </Trans>
        </NotFoundPanel>
      </>
    );
  }
  const key = readPublicKey(typed);
  if (!key) {
    return (
      <>
        <PageHeader title={t`Not a public key`} />
        <NotFoundPanel title={t`“${typed}” is not a public key`}>
          <Trans>
            A public key reads GLS…, EOS… (53 characters) or PUB_K1_…, with a checksum: check that
            it was copied whole.
          </Trans>
        </NotFoundPanel>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={t`Accounts by key`}
        subtitle={
          <span className="font-mono break-all" data-testid="typed-key">
            {key.typed}
            {key.modern !== key.typed ? (
              <span className="block text-xs">
                <Trans>asked as {key.modern}</Trans>
              </span>
            ) : null}
          </span>
        }
      />
      <KeyHolders key={key.modern} publicKey={key} />
    </>
  );
}
