import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useMemo } from 'react';
import type { Abi, GetRawAbi } from '@/api/node-client';
import { CopyButton } from '@/components/ui/copy-button';
import { KeyValueList } from '@/components/ui/key-value-list';
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
    plural(abi.actions.length, { one: '# action', other: '# actions' }),
    plural(abi.tables.length, { one: '# table', other: '# tables' }),
    plural(abi.events.length, { one: '# event', other: '# events' }),
    plural(abi.structs.length, { one: '# struct', other: '# structs' }),
    plural(abi.types.length, { one: '# type alias', other: '# type aliases' }),
    plural(abi.variants.length, { one: '# variant', other: '# variants' }),
  ];

  return (
    <KeyValueList
      items={[
        {
          label: t`Version`,
          value: (
            <span>
              <span className="font-mono">{abi.version}</span>
              <span className="ml-2 text-slate-600 dark:text-slate-300">
                {abi.version.startsWith('cyberway::')
                  ? t`(CyberWay: tables with named indexes, events)`
                  : abi.version.startsWith('eosio::')
                    ? t`(EOSIO: tables with index_type and key types)`
                    : ''}
              </span>
            </span>
          ),
        },
        {
          label: t`Comment`,
          hint: t`____comment (nodes usually drop it)`,
          value: abi.____comment ? (
            <span className="whitespace-pre-wrap" translate="no">
              {abi.____comment}
            </span>
          ) : (
            <span className="text-slate-600 dark:text-slate-300">
              <Trans>none</Trans>
            </span>
          ),
        },
        {
          label: t`ABI hash`,
          hint: t`sha256 of the packed ABI (get_raw_abi)`,
          value: rawAbi ? (
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-mono break-all">{rawAbi.abi_hash}</span>
              <CopyButton value={rawAbi.abi_hash} label={t`ABI hash`} />
              {packed ? (
                <HashCheck expected={rawAbi.abi_hash} digest={digest} what={t`the packed ABI`} />
              ) : null}
            </span>
          ) : rawAbiError ? (
            t`The node did not answer get_raw_abi (see below).`
          ) : (
            t`loading…`
          ),
        },
        {
          label: t`Packed size`,
          value: packed ? plural(packed.length, { one: '# byte', other: '# bytes' }) : '—',
        },
        {
          label: t`Contents`,
          value: (
            <span>
              {counts.join(', ')}
              {' · '}
              <Link className={LINK} to={paths.accountTables(accountName)}>
                <Trans>Browse tables</Trans>
              </Link>
              {' · '}
              <Link className={LINK} to={paths.toolsAbi({ code: accountName })}>
                <Trans>Encode an action</Trans>
              </Link>
            </span>
          ),
        },
        ...(missing.length > 0
          ? [
              {
                label: t`Undefined types`,
                hint: t`used but neither defined nor built in`,
                value: <span className="font-mono">{missing.join(', ')}</span>,
              },
            ]
          : []),
      ]}
    />
  );
}
