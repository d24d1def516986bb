import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Account } from '@/api/node-client';
import { ErrorPanel } from '@/components/errors/error-panel';
import { SkeletonRows } from '@/components/ui/skeleton';
import { AuthorityTable } from './authority-table';
import type { PermissionLevel } from '@/api/node-client';

export interface DeclaredAuthoritiesProps {
  /** Each actor@permission the actions declare. */
  levels: PermissionLevel[];
  /** The actors, each once, in the order of `accounts`. */
  actors: string[];
  accounts: UseQueryResult<Account>[];
  /** The keys offered. */
  given: ReadonlySet<string>;
  /** The keys the node said must sign, once it has. */
  requiredSet: ReadonlySet<string> | undefined;
  delaySec: number;
}

/** The authority behind each declared permission: its threshold, and the weights that reach it. */
export function DeclaredAuthorities({
  levels,
  actors,
  accounts,
  given,
  requiredSet,
  delaySec,
}: DeclaredAuthoritiesProps) {
  return (
    <div className="space-y-4">
      <h3 className="text-sm font-semibold">
        <Trans>Declared authorities</Trans>
      </h3>
      {levels.length === 0 ? (
        <p className="text-sm">
          <Trans>The actions declare no authorization.</Trans>
        </p>
      ) : null}
      {levels.map((l) => {
        const q = accounts[actors.indexOf(l.actor)];
        if (!q || q.isPending) return <SkeletonRows key={`${l.actor}@${l.permission}`} rows={2} />;
        if (q.isError) {
          return (
            <ErrorPanel
              key={`${l.actor}@${l.permission}`}
              error={q.error}
              what={t`account ${l.actor}`}
            />
          );
        }
        return (
          <AuthorityTable
            key={`${l.actor}@${l.permission}`}
            account={q.data}
            permission={l.permission}
            given={given}
            required={requiredSet}
            delaySec={delaySec}
          />
        );
      })}
    </div>
  );
}
