import { Link } from 'react-router';
import { useMemo } from 'react';
import type { Abi, GetRawAbi } from '@/api/node-client';
import { CopyButton } from '@/components/ui/copy-button';
import { KeyValueList } from '@/components/ui/key-value-list';
import { formatInteger } from '@/lib/format';
import { paths } from '@/lib/paths';
import { base64Bytes } from '@/api/bytes';
import { HashCheck } from './hash-check';
import { unknownTypes } from './abi-model';
import { useSha256 } from './use-sha256';

export interface AbiFactsProps {
  accountName: string;
  abi: Abi;
  /** get_raw_abi, for the ABI hash; undefined while loading or when it failed. */
  rawAbi: GetRawAbi | undefined;
  rawAbiError: boolean;
}

const LINK =
  'text-teal-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-600 dark:text-teal-300';

/** ABI version, comment, hash (checked in the browser) and what the ABI holds. */
export function AbiFacts({ accountName, abi, rawAbi, rawAbiError }: AbiFactsProps) {
  const packedBase64 = rawAbi?.abi;
  const packed = useMemo(() => (packedBase64 ? base64Bytes(packedBase64) : null), [packedBase64]);
  const digest = useSha256(packed);
  const missing = useMemo(() => unknownTypes(abi), [abi]);
  const counts = [
    [abi.actions.length, 'action'],
    [abi.tables.length, 'table'],
    [abi.events.length, 'event'],
    [abi.structs.length, 'struct'],
    [abi.types.length, 'type alias', 'type aliases'],
    [abi.variants.length, 'variant'],
  ] as const;

  return (
    <KeyValueList
      items={[
        {
          label: 'Version',
          value: (
            <span>
              <span className="font-mono">{abi.version}</span>
              <span className="ml-2 text-slate-600 dark:text-slate-300">
                {abi.version.startsWith('cyberway::')
                  ? '(CyberWay: tables with named indexes, events)'
                  : abi.version.startsWith('eosio::')
                    ? '(EOSIO: tables with index_type and key types)'
                    : ''}
              </span>
            </span>
          ),
        },
        {
          label: 'Comment',
          hint: '____comment (nodes usually drop it)',
          value: abi.____comment ? (
            <span className="whitespace-pre-wrap">{abi.____comment}</span>
          ) : (
            <span className="text-slate-600 dark:text-slate-300">none</span>
          ),
        },
        {
          label: 'ABI hash',
          hint: 'sha256 of the packed ABI (get_raw_abi)',
          value: rawAbi ? (
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-mono break-all">{rawAbi.abi_hash}</span>
              <CopyButton value={rawAbi.abi_hash} label="ABI hash" />
              {packed ? (
                <HashCheck expected={rawAbi.abi_hash} digest={digest} what="the packed ABI" />
              ) : null}
            </span>
          ) : rawAbiError ? (
            'The node did not answer get_raw_abi (see below).'
          ) : (
            'loading…'
          ),
        },
        {
          label: 'Packed size',
          value: packed ? `${formatInteger(packed.length)} bytes` : '—',
        },
        {
          label: 'Contents',
          value: (
            <span>
              {counts
                .map(([n, one, many]) => `${n} ${n === 1 ? one : (many ?? `${one}s`)}`)
                .join(', ')}
              {' · '}
              <Link className={LINK} to={paths.accountTables(accountName)}>
                Browse tables
              </Link>
              {' · '}
              <Link className={LINK} to={paths.toolsAbi({ code: accountName })}>
                Encode an action
              </Link>
            </span>
          ),
        },
        ...(missing.length > 0
          ? [
              {
                label: 'Undefined types',
                hint: 'used but neither defined nor built in',
                value: <span className="font-mono">{missing.join(', ')}</span>,
              },
            ]
          : []),
      ]}
    />
  );
}
