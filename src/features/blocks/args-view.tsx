import { Trans } from '@lingui/react/macro';
import { Fragment } from 'react';
import { isAccountName } from '@/api/chain-refs';
import { isJsonObject } from '@/api/json-object';
import { AccountLink } from '@/components/links/account-link';

/**
 * Argument names that hold an account in the system and token contracts (and most others):
 * their values link to the account. Known by name rather than by ABI type: a `name` is as often
 * a permission or an action (`"permission": "active"`), which no account page answers.
 */
const ACCOUNT_FIELDS = new Set([
  'account',
  'actor',
  'authorizer',
  'beneficiary',
  'code',
  'contract',
  'creator',
  'delegator',
  'from',
  'grantor_name',
  'issuer',
  'newact',
  'owner',
  'payer',
  'player',
  'producer',
  'producers',
  'proxy',
  'ram_payer',
  'receiver',
  'recipient',
  'recipient_name',
  'sender',
  'to',
  'user',
  'voter',
]);

export interface ArgsViewProps {
  value: unknown;
  /** The value is an account field's: names in it are links. */
  isAccount?: boolean;
}

/** Action arguments as labelled fields, nested objects indented, every value as text. */
export function ArgsView({ value, isAccount = false }: ArgsViewProps) {
  if (isJsonObject(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0)
      return (
        <span className="text-slate-600 dark:text-slate-300">
          <Trans>(no fields)</Trans>
        </span>
      );
    return (
      <dl className="grid grid-cols-[minmax(5rem,auto)_1fr] gap-x-3 gap-y-1 text-sm">
        {entries.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-mono text-slate-600 dark:text-slate-300">{k}</dt>
            <dd className="min-w-0 break-words">
              <ArgsView value={v} isAccount={ACCOUNT_FIELDS.has(k)} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  if (Array.isArray(value)) {
    const items: unknown[] = value;
    if (items.length === 0) return <span className="font-mono">[]</span>;
    if (items.every((v) => !isJsonObject(v) && !Array.isArray(v))) {
      return (
        <span className="font-mono break-all">
          {items.map((v, i) => (
            <Fragment key={i}>
              {i ? ', ' : ''}
              <Scalar value={v} isAccount={isAccount} />
            </Fragment>
          ))}
        </span>
      );
    }
    return (
      <ol className="list-decimal space-y-1 pl-5">
        {items.map((v, i) => (
          <li key={i}>
            <ArgsView value={v} isAccount={isAccount} />
          </li>
        ))}
      </ol>
    );
  }
  return (
    <span className="font-mono break-all whitespace-pre-wrap">
      <Scalar value={value} isAccount={isAccount} />
    </span>
  );
}

function Scalar({ value, isAccount }: { value: unknown; isAccount: boolean }) {
  if (isAccount && typeof value === 'string' && isAccountName(value)) {
    return <AccountLink name={value} />;
  }
  return <>{scalar(value)}</>;
}

function scalar(v: unknown): string {
  if (typeof v === 'string') return v === '' ? '""' : v;
  if (v === null) return 'null';
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  return JSON.stringify(v) ?? 'undefined';
}
