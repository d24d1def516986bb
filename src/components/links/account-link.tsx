import { t } from '@lingui/core/macro';
import { memo } from 'react';
import { paths } from '@/lib/paths';
import { isAccountName } from '@/api/chain-refs';
import { INLINE_LINK } from './inline-link';
import { PageAnchor } from './page-anchor';

export interface AccountLinkProps {
  name: string;
}

/**
 * Links to an account page; a value that is not a valid name is shown as plain text, and an
 * empty one (a block with no producer name, say) as "—" that says why on hover.
 */
function AccountLinkView({ name }: AccountLinkProps) {
  if (name === '') {
    return <span title={t`The node gave an empty name here.`}>—</span>;
  }
  if (!isAccountName(name)) return <span className="font-mono">{name}</span>;
  return (
    <PageAnchor to={paths.account(name)} className={`font-mono ${INLINE_LINK}`}>
      {name}
    </PageAnchor>
  );
}

/** Memoised: tables re-render every head poll, and a link's props rarely change. */
export const AccountLink = memo(AccountLinkView);
