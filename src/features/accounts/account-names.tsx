import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { nodeErrorTitle, isNotFoundError } from '@/api/node-errors';
import { AccountLink } from '@/components/links/account-link';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useNodeClient } from '@/lib/node-store';
import { paths } from '@/lib/paths';
import { validateNameForm } from '@/lib/search';
import { nameQueries } from '@/queries/names';
import { AddToListForm, type EntryCheck } from './add-to-list-form';
import { nameCandidates, resolvesTo, WELL_KNOWN_DOMAINS } from './name-candidates';
import { INLINE_LINK } from '@/components/links/inline-link';

export interface AccountNamesProps {
  accountName: string;
  /** Names added on the page. */
  added: string[];
  onAdd: (name: string) => void;
  onRemove: (name: string) => void;
}

/**
 * Usernames and domains that resolve to the account. The node has no reverse lookup, so the
 * likely names are asked about one by one (an unknown name fails a whole resolve_names call),
 * and the panel says exactly which names were checked.
 */
export function AccountNames({ accountName, added, onAdd, onRemove }: AccountNamesProps) {
  const client = useNodeClient();
  const candidates = nameCandidates(accountName, added);
  const results = useQueries({
    queries: candidates.map((c) => ({ ...nameQueries.resolve(client, [c.name]), retry: false })),
  });
  const isLoading = results.some((r) => r.isPending);
  const outcomes = candidates.map((c, i) => {
    const r = results[i];
    const answer = r?.data?.[0];
    let text: string;
    let matches = false;
    if (!r || r.isPending) text = t`checking…`;
    else if (r.isError) {
      text = isNotFoundError(r.error)
        ? c.kind === 'domain'
          ? t`no such domain`
          : t`not registered`
        : t`could not check (${nodeErrorTitle(r.error)})`;
    } else if (resolvesTo(c, answer, accountName)) {
      matches = true;
      text = t`resolves to this account`;
    } else {
      const other = c.kind === 'domain' ? answer?.resolved_domain : answer?.resolved_username;
      text = other
        ? t`resolves to ${other}`
        : c.kind === 'domain'
          ? t`not linked to an account`
          : t`no answer`;
    }
    return { candidate: c, text, matches };
  });
  const matches = outcomes.filter((o) => o.matches);

  return (
    <div>
      {isLoading ? (
        <SkeletonRows rows={2} label={t`Checking names…`} />
      ) : matches.length ? (
        <ul className="space-y-1">
          {matches.map(({ candidate }) => (
            <li key={candidate.name}>
              <span className="text-slate-600 dark:text-slate-300">
                {candidate.kind === 'domain' ? t`Domain` : t`Username`}
              </span>{' '}
              <Link
                to={paths.names(candidate.name)}
                className={`font-mono font-medium ${INLINE_LINK}`}
              >
                {candidate.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">
          <Trans>None of the names checked resolves to {accountName}.</Trans>
        </p>
      )}
      <details className="mt-3 rounded-lg border border-slate-200 text-sm dark:border-slate-700">
        <summary className="cursor-pointer px-4 py-2 font-medium select-none focus-visible:outline-2 focus-visible:outline-teal-600">
          {plural(candidates.length, {
            one: 'What was checked (# name)',
            other: 'What was checked (# names)',
          })}
        </summary>
        <div className="border-t border-slate-200 px-4 py-3 dark:border-slate-700">
          <p className="mb-2 text-slate-600 dark:text-slate-300">
            <Trans>
              The node cannot list the names of an account, so the explorer asks resolve_names about
              likely ones: the domains {WELL_KNOWN_DOMAINS.join(', ')}, and “{accountName}” as a
              username in each, plus any name you add. Other names may still point here.
            </Trans>
          </p>
          <ul className="space-y-1">
            {outcomes.map(({ candidate, text, matches: isMatch }) => (
              <li key={candidate.name} className="flex flex-wrap items-center gap-x-2">
                <span className="font-mono">{candidate.name}</span>
                <span className={isMatch ? 'font-medium' : 'text-slate-600 dark:text-slate-300'}>
                  — {text}
                </span>
                {candidate.isAdded ? (
                  <button
                    type="button"
                    onClick={() => onRemove(candidate.name)}
                    aria-label={t`Stop checking ${candidate.name}`}
                    className="rounded border border-slate-300 px-1.5 text-xs hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:hover:bg-slate-800"
                  >
                    <Trans>Remove</Trans>
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </details>
      <AddNameForm onAdd={onAdd} existing={candidates.map((c) => c.name)} />
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
        <Trans>
          Domains and usernames are resolved by <AccountLink name="cyber.domain" />.
        </Trans>
      </p>
    </div>
  );
}

function AddNameForm({ onAdd, existing }: { onAdd: (name: string) => void; existing: string[] }) {
  const check = (typed: string): EntryCheck => {
    const name = typed.trim().toLowerCase();
    const invalid = validateNameForm(name);
    if (invalid) return { problem: invalid };
    if (existing.includes(name)) return { problem: t`${name} is already checked.` };
    return { value: name };
  };
  return (
    <AddToListForm
      label={t`Check a name`}
      placeholder={t`user@domain or domain`}
      submitLabel={t`Check`}
      inputWidth="w-52"
      check={check}
      onAdd={onAdd}
    />
  );
}
