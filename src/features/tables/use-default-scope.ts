import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNodeClient, useNodeState } from '@/lib/node-store';
import { lastAccountOtherThan } from '@/lib/recent-accounts';
import { tableBrowserQueries } from '@/queries/table-browser';
import type { TableModel } from './index-model';

/**
 * The scope a table opens in when the link names none, chosen to show rows: a symbol-code scope
 * is the core token's code (CYBER); a name scope is the account looked at last (alice's balances
 * in cyber.token's `accounts`, when she was open before), else the contract itself, else the
 * core token's issuer, the first of these that has rows. `pending` while the node is asked.
 */
export function useDefaultScope(
  code: string,
  table: string,
  model: TableModel | null,
  needed: boolean,
): { scope: string; pending: boolean } {
  const client = useNodeClient();
  const { config } = useNodeState();
  const [cameFrom] = useState(() => lastAccountOtherThan(code));
  const [, coreSymbol = 'CYBER'] = (config.coreSymbol ?? '4,CYBER').split(',');
  const byName = needed && model?.scopeType === 'name';
  const probe = useQuery({
    ...tableBrowserQueries.scopeWithRows(client, {
      code,
      table,
      candidates: cameFrom ? [cameFrom, code] : [code],
      token: { contract: config.coreTokenContract ?? 'cyber.token', symbol: coreSymbol },
    }),
    enabled: byName,
  });
  if (model?.scopeType === 'symbol_code') return { scope: coreSymbol, pending: false };
  if (model?.scopeType !== 'name') return { scope: '', pending: false };
  return { scope: probe.data ?? code, pending: byName && probe.isPending };
}
