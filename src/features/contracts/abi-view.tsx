import { t } from '@lingui/core/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { GetAbi } from '@/api/node-client';
import { NotFoundPanel } from '@/components/errors/not-found-panel';
import { QueryView } from '@/components/errors/query-view';
import { SkeletonRows } from '@/components/ui/skeleton';

/**
 * A contract's get_abi answer shown one way wherever a page needs the ABI: the same skeleton,
 * the same failure panel, and "not found" when the account does not exist.
 */
export function AbiView({
  accountName,
  abi,
  children,
}: {
  accountName: string;
  abi: UseQueryResult<GetAbi>;
  children: (data: GetAbi) => ReactNode;
}) {
  return (
    <QueryView
      query={abi}
      what={`the ABI of ${accountName}`}
      skeleton={<SkeletonRows rows={6} label={t`Loading the ABI…`} />}
      notFound={<NotFoundPanel title={t`Account ${accountName} not found`} />}
    >
      {children}
    </QueryView>
  );
}
