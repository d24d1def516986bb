import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { AccountLink } from '@/components/links/account-link';

export interface ActionHeaderProps {
  account: string;
  name: string;
  authorization: { actor: string; permission: string }[];
}

/** `contract::action` and who authorised it. */
export function ActionHeader({ account, name, authorization }: ActionHeaderProps) {
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 [&_a]:underline">
      <span className="font-mono font-semibold">
        <AccountLink name={account} />
        <span aria-hidden="true">::</span>
        <span className="sr-only"> {t`action`} </span>
        {name}
      </span>
      {authorization.length > 0 ? (
        <span className="text-xs text-slate-600 dark:text-slate-300">
          <Trans>authorised by</Trans>{' '}
          {authorization.map((a, i) => (
            <span key={`${a.actor}@${a.permission}`}>
              {i > 0 ? ', ' : ''}
              <AccountLink name={a.actor} />
              <span className="font-mono">@{a.permission}</span>
            </span>
          ))}
        </span>
      ) : null}
    </div>
  );
}
