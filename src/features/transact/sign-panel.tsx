import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { ALERT, BUTTON, PRIMARY_BUTTON } from '@/components/ui/form-styles';
import type { BuiltTransaction } from './build';
import { signDigestWith, type KeySource } from './key-material';
import { KeyRow } from './key-row';

export interface SignPanelProps {
  built: BuiltTransaction;
  /** The keys the node says must sign, when known. */
  required: readonly string[] | undefined;
  onSigned: (signatures: string[]) => void;
}

const EMPTY_KEY: KeySource = { kind: 'private', text: '' };

/**
 * Secrets pasted for this one signing: each shows its public key first; signing turns them into
 * signatures and the fields are emptied. They live in this component's state only (never in the
 * address, storage, a query or a request).
 */
export function SignPanel({ built, required, onSigned }: SignPanelProps) {
  const [sources, setSources] = useState<KeySource[]>([EMPTY_KEY]);
  const [problem, setProblem] = useState<string | null>(null);
  const [signing, setSigning] = useState(false);
  const need = Math.max(1, required?.length ?? 1);

  const sign = async () => {
    setProblem(null);
    const given = sources.filter((s) =>
      s.kind === 'private' ? s.text.trim() !== '' : s.password !== '',
    );
    if (given.length === 0) {
      setProblem(t`Paste a private key (or a master password) first.`);
      return;
    }
    setSigning(true);
    try {
      onSigned(await signDigestWith(given, built.digestHex));
      setSources(sources.map(() => EMPTY_KEY));
    } catch {
      // wharfkit's message may quote the key: it is not shown.
      setProblem(t`One of the keys is not a private key (WIF 5… or PVT_K1_…): nothing was signed.`);
    } finally {
      setSigning(false);
    }
  };

  return (
    <form
      aria-label={t`Sign`}
      className="space-y-3"
      autoComplete="off"
      onSubmit={(e) => {
        e.preventDefault();
        void sign();
      }}
    >
      <p className="text-sm">
        <Trans>
          Paste the private keys of the accounts that authorize the actions. They stay in this page
          only for the signing: they are not stored, not put in the address and never sent; only the
          signatures are.
        </Trans>
      </p>
      {required && required.length > 1 ? (
        <p className="text-sm">
          <Trans>This transaction needs {need} keys.</Trans>
        </p>
      ) : null}
      {sources.map((s, i) => (
        <KeyRow
          key={i}
          n={i + 1}
          source={s}
          required={required}
          onChange={(next) => setSources(sources.map((x, j) => (j === i ? next : x)))}
          onRemove={
            sources.length > 1 ? () => setSources(sources.filter((_, j) => j !== i)) : undefined
          }
        />
      ))}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={BUTTON}
          onClick={() => setSources([...sources, EMPTY_KEY])}
        >
          <Trans>Add another key</Trans>
        </button>
        <button type="submit" className={PRIMARY_BUTTON} disabled={signing}>
          {signing ? t`Signing…` : t`Sign`}
        </button>
      </div>
      {problem ? (
        <p role="alert" className={ALERT}>
          {problem}
        </p>
      ) : null}
    </form>
  );
}
