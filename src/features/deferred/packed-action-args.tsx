import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNodeErrorHelp } from '@/components/errors/use-error-help';
import { Skeleton } from '@/components/ui/skeleton';
import { useNodeClient } from '@/lib/node-store';
import { binToJsonQueries } from '@/queries/bin-to-json';
import { ActionData } from './action-data';

export interface PackedActionArgsProps {
  account: string;
  name: string;
  /** Packed arguments as hex. */
  hex: string;
}

/** Packed action arguments, decoded by the node with the contract's ABI (abi_bin_to_json). */
export function PackedActionArgs({ account, name, hex }: PackedActionArgsProps) {
  const client = useNodeClient();
  const query = useQuery({
    ...binToJsonQueries.args(client, account, name, hex),
    enabled: hex !== '',
  });
  const failure = useNodeErrorHelp(query.isError ? query.error : null);
  if (hex === '') return <ActionData data="" />;
  if (query.isPending) return <Skeleton className="block h-4 w-48" />;
  if (query.isError) {
    return (
      <div>
        <p className="text-xs text-amber-800 dark:text-amber-200">
          <Trans>The node could not decode the arguments: {failure.detail || failure.title}</Trans>
        </p>
        <ActionData data={hex} />
      </div>
    );
  }
  return <ActionData data={query.data} />;
}
