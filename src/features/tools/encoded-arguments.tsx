import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { CopyButton } from '@/components/ui/copy-button';
import { paths } from '@/lib/paths';
import type { EncodedAction } from './local-codec';
import { PackingCheck } from './packing-check';
import { BUTTON, INPUT, LINK } from '@/components/ui/form-styles';
import type { PermissionLevel } from './transaction-model';

/** An action's arguments as the node encoded them, and as the browser packed them. */
export interface EncodedArgumentsProps {
  result: EncodedAction;
  idPrefix: string;
  /** The authorization typed (or suggested) for adding the action to a transaction. */
  auth: string;
  /** `auth` read as permission levels; null when it cannot be. */
  levels: PermissionLevel[] | null;
  onAuthChange: (auth: string) => void;
  onAdd: () => void;
  /** What adding the action did, once it has been added. */
  added: string | null;
  /** Sends the bytes to the decoder. */
  onDecode: (hex: string) => void;
}

/**
 * The encoded arguments (binargs) checked against the browser's packing; from here they go to the
 * decoder, or with an authorization to the transaction inspector.
 */
export function EncodedArguments({
  result,
  idPrefix: uid,
  auth,
  levels,
  onAuthChange,
  onAdd,
  added,
  onDecode,
}: EncodedArgumentsProps) {
  return (
    <section
      aria-labelledby={`${uid}-result`}
      className="space-y-2 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h3 id={`${uid}-result`} className="font-semibold">
        <Trans>Encoded arguments (binargs)</Trans>
      </h3>
      <p className="flex flex-wrap items-center gap-2">
        <output aria-label="binargs" className="font-mono text-sm break-all">
          {result.hex || t`(empty)`}
        </output>
        <CopyButton value={result.hex} label="binargs" />
        <span className="text-xs text-slate-600 dark:text-slate-300">
          {plural(result.hex.length / 2, { one: '# byte', other: '# bytes' })}
        </span>
      </p>
      <PackingCheck result={result} />
      <div className="flex flex-wrap items-end gap-3">
        <button type="button" className={BUTTON} onClick={() => onDecode(result.hex)}>
          <Trans>Decode these bytes</Trans>
        </button>
        <div className="min-w-[14rem]">
          <label htmlFor={`${uid}-auth`} className="block text-sm font-medium">
            <Trans>Authorization</Trans>
          </label>
          <input
            id={`${uid}-auth`}
            className={INPUT}
            value={auth}
            placeholder="alice@active"
            aria-describedby={`${uid}-auth-hint`}
            onChange={(e) => onAuthChange(e.target.value)}
          />
          <span
            id={`${uid}-auth-hint`}
            className="block text-xs text-slate-600 dark:text-slate-300"
          >
            <Trans>actor@permission, comma-separated</Trans>
          </span>
        </div>
        <button
          type="button"
          className={BUTTON}
          onClick={onAdd}
          disabled={!levels || levels.length === 0}
        >
          <Trans>Add to transaction</Trans>
        </button>
      </div>
      {levels === null ? (
        <p className="text-sm text-red-800 dark:text-red-300">
          <Trans>Write the authorization as actor@permission (e.g. alice@active).</Trans>
        </p>
      ) : null}
      {added ? (
        <p role="status" className="text-sm">
          {added}{' '}
          <Link className={LINK} to={paths.toolsTransaction()}>
            <Trans>Open the transaction inspector</Trans>
          </Link>
        </p>
      ) : null}
    </section>
  );
}
