import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { NotFoundPanel } from '@/components/errors/not-found-panel';
import { PageHeader } from '@/components/ui/page-header';
import { readPublicKey } from '@/lib/public-key';
import { KeyHolders } from './key-holders';

/**
 * The accounts holding a public key as typed: read with @wharfkit/antelope (GLS…/EOS… legacy or
 * PUB_K1_…, checksum included), which this module brings, so the page's first chunk stays light.
 */
export default function KeyPage({ typed }: { typed: string }) {
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
