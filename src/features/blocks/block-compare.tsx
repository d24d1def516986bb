import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { nodeErrorTitle } from '@/api/node-errors';
import { Badge } from '@/components/ui/badge';
import type { Block } from '@/api/schemas/block';
import { cn } from '@/lib/cn';
import { getNodeClient } from '@/lib/node-store';
import { normalizeNodeUrl } from '@/lib/node-url';
import { blockQueries } from '@/queries/blocks';

export interface BlockCompareProps {
  blockNumOrId: string;
  /** The `compare` parameter: node URLs separated by commas. */
  nodes: string;
}

// The labels are get_block's own field names, the same in every language.
const FIELDS: { label: string; value: (b: Block) => string }[] = [
  { label: 'id', value: (b) => b.id },
  { label: 'previous', value: (b) => b.previous },
  { label: 'timestamp', value: (b) => b.timestamp },
  { label: 'producer', value: (b) => b.producer },
  { label: 'confirmed', value: (b) => String(b.confirmed) },
  { label: 'transactions', value: (b) => String(b.transactions.length) },
  { label: 'transaction_mroot', value: (b) => b.transaction_mroot },
  { label: 'action_mroot', value: (b) => b.action_mroot },
  { label: 'schedule_version', value: (b) => String(b.schedule_version) },
  { label: 'new_producers', value: (b) => JSON.stringify(b.new_producers) },
  { label: 'producer_signature', value: (b) => b.producer_signature },
];

/** The same block as several nodes answer it, field by field; the fields that differ marked. */
export function BlockCompare({ blockNumOrId, nodes }: BlockCompareProps) {
  const given = nodes
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const refused = given.filter((s) => !normalizeNodeUrl(s));
  const urls = [...new Set(given.flatMap((s) => normalizeNodeUrl(s) ?? []))];
  const answers = useQueries({
    queries: urls.map((url) => blockQueries.detail(getNodeClient(url), blockNumOrId)),
  });

  if (refused.length > 0 || urls.length < 2) {
    const refusedList = refused.join(', ');
    return (
      <div
        role="alert"
        className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-50"
      >
        {refused.length > 0 ? (
          <Trans>
            Not a node URL: <bdi>{refusedList}</bdi>. Only http:// and https:// URLs can be
            compared.
          </Trans>
        ) : (
          <Trans>
            Comparing needs two different node URLs:{' '}
            <code>?compare=https://node-a,https://node-b</code>.
          </Trans>
        )}
      </div>
    );
  }

  const blocks = answers.map((a) => a.data);
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          <Trans>Block {blockNumOrId} on each node</Trans>
        </caption>
        <thead className="bg-slate-50 text-xs text-slate-600 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-3 py-2">
              <Trans>Field</Trans>
            </th>
            {urls.map((url) => (
              <th key={url} scope="col" className="px-3 py-2 font-mono break-all">
                {url}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {FIELDS.map((field) => {
            const values = blocks.map((b) => (b ? field.value(b) : undefined));
            const known = values.filter((v) => v !== undefined);
            const differs = new Set(known).size > 1;
            return (
              <tr
                key={field.label}
                data-differs={differs || undefined}
                className={cn(differs && 'bg-amber-50 dark:bg-amber-950/40')}
              >
                <th scope="row" className="px-3 py-2 align-top font-mono font-medium">
                  {field.label}
                  {differs ? (
                    <span className="ml-2">
                      <Badge tone="warn">
                        <Trans>differs</Trans>
                      </Badge>
                    </span>
                  ) : null}
                </th>
                {urls.map((url, i) => {
                  const answer = answers[i];
                  return (
                    <td key={url} className="px-3 py-2 align-top font-mono text-xs break-all">
                      {values[i] ?? (answer?.isError ? nodeErrorTitle(answer.error) : t`Loading…`)}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
