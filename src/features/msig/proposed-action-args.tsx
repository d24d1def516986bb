import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';
import { decodeLocally } from '@/lib/abi-codec';
import { useNodeClient } from '@/lib/node-store';
import { contractQueries } from '@/queries/contracts';
import { msigQueries } from '@/queries/msig';

function Value({ value }: { value: unknown }) {
  return (
    <span className="font-mono break-all">
      {typeof value === 'string' ? value : JSON.stringify(value)}
    </span>
  );
}

/** A proposed action's packed arguments, decoded in the browser with its contract's ABI. */
export function ProposedActionArgs({
  account,
  name,
  hex,
}: {
  account: string;
  name: string;
  hex: string;
}) {
  const client = useNodeClient();
  const abi = useQuery(contractQueries.abi(client, account));
  const contractAbi = abi.data?.abi;
  const type = contractAbi?.actions.find((a) => a.name === name)?.type;
  const decoded = useQuery({
    ...msigQueries.readBytes(client, ['args', account, name, hex], () =>
      contractAbi && type ? decodeLocally(contractAbi, type, hex) : Promise.resolve(null),
    ),
    enabled: contractAbi !== undefined && type !== undefined,
  });
  if (abi.isPending || (type !== undefined && decoded.isPending))
    return <Skeleton className="block h-4 w-48" />;
  const result = decoded.data;
  if (!result || !result.ok || typeof result.value !== 'object' || result.value === null) {
    return (
      <div className="text-sm">
        <p className="text-amber-800 dark:text-amber-200">
          <Trans>The arguments could not be decoded with the contract’s ABI.</Trans>
        </p>
        <Value value={hex} />
      </div>
    );
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {Object.entries(result.value as Record<string, unknown>).map(([field, value]) => (
        <div key={field} className="contents">
          <dt className="font-mono text-slate-600 dark:text-slate-300">{field}</dt>
          <dd className="min-w-0">
            <Value value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
