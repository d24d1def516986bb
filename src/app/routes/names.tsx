import { plural, t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { NodeHttpError } from '@/api/node-errors';
import { ErrorPanel } from '@/components/errors/error-panel';
import { JsonView } from '@/components/ui/json-view';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { SkeletonRows } from '@/components/ui/skeleton';
import { findNameProblems, splitNames } from '@/features/names/name-list';
import { NameProblems } from '@/features/names/name-problems';
import { NameResults } from '@/features/names/name-results';
import { NamesForm } from '@/features/names/names-form';
import { NamesRequestFailed } from '@/features/names/names-request-failed';
import { useNodeClient } from '@/lib/node-store';
import { nameQueries } from '@/queries/names';

export function Component() {
  const client = useNodeClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const names = splitNames(q);
  const problems = findNameProblems(names);
  const canSend = names.length > 0 && problems.length === 0;

  const query = useQuery({ ...nameQueries.resolve(client, names), enabled: canSend });

  const handleSubmit = (text: string) => {
    const next = splitNames(text).join(',');
    setSearchParams(next ? { q: next } : {});
  };

  return (
    <div>
      <PageHeader
        title={t`Names`}
        documentTitle={names.length ? t`Names: ${names.join(', ')}` : t`Names`}
        subtitle={t`Resolve domains and usernames to the accounts they stand for`}
      />
      <NamesForm key={q} initial={names.join(', ')} onSubmit={handleSubmit} />
      {names.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Enter one or more names above, for example <code className="font-mono">golos</code> or{' '}
          <code className="font-mono">alice@golos</code>.
        </p>
      ) : problems.length > 0 ? (
        <NameProblems problems={problems} total={names.length} />
      ) : (
        <Section
          title={
            names.length === 1
              ? t`Result`
              : plural(names.length, { one: 'Results (# name)', other: 'Results (# names)' })
          }
        >
          {query.data ? (
            <>
              <NameResults names={names} results={query.data} />
              <JsonView value={query.data} label={t`Raw JSON (resolve_names)`} />
            </>
          ) : query.isError ? (
            query.error instanceof NodeHttpError ? (
              <NamesRequestFailed error={query.error} count={names.length} />
            ) : (
              <ErrorPanel
                error={query.error}
                what={t`the names`}
                onRetry={() => void query.refetch()}
              />
            )
          ) : (
            <SkeletonRows rows={Math.min(names.length, 6)} label={t`Resolving names…`} />
          )}
        </Section>
      )}
    </div>
  );
}
