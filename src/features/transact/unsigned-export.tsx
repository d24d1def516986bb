import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CopyButton } from '@/components/ui/copy-button';
import { useNodeClient } from '@/lib/node-store';
import type { BuiltTransaction } from './build';

/** Single quotes for a POSIX shell: the JSON goes in as one argument. */
function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** The transaction to sign elsewhere: JSON (packed and readable) and a cleos command. */
export function UnsignedExport({ built }: { built: BuiltTransaction }) {
  const client = useNodeClient();
  const packed = JSON.stringify(
    {
      signatures: [],
      compression: 'none',
      packed_context_free_data: '',
      packed_trx: built.packedHex,
    },
    null,
    2,
  );
  const { max_ram_kbytes, max_storage_kbytes, ...eosio } = built.trx;
  const readable = built.layout.layout === 'cyberway' ? built.trx : eosio;
  const json = JSON.stringify(readable);
  const cleos = `cleos -u ${client.baseUrl} sign -c ${built.chainId} -p ${shellQuote(json)}`;
  const block = (label: string, value: string) => (
    <div>
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium">{label}</span>
        <CopyButton value={value} label={label} />
      </div>
      <pre
        aria-label={label}
        className="mt-1 max-h-64 overflow-auto rounded-md bg-slate-100 p-2 text-xs break-all whitespace-pre-wrap dark:bg-slate-800"
      >
        {value}
      </pre>
    </div>
  );
  return (
    <div className="space-y-3">
      <p className="text-sm">
        <Trans>
          Sign it elsewhere over sha256(chain id ‖ packed transaction ‖ 32 zero bytes), put the
          signatures in “signatures”, and paste it below to broadcast. max_ram_kbytes ={' '}
          {max_ram_kbytes}, max_storage_kbytes = {max_storage_kbytes}: a CyberWay transaction must
          be signed by a CyberWay tool (its cleos), or its signature will not verify.
        </Trans>
      </p>
      {block(t`Unsigned packed transaction (JSON)`, packed)}
      {block(t`Transaction (JSON)`, JSON.stringify(readable, null, 2))}
      {block(t`cleos command (asks for the key, signs and pushes)`, cleos)}
    </div>
  );
}
