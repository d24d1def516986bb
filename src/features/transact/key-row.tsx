import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { BUTTON, INPUT } from '@/components/ui/form-styles';
import { PASSWORD_ROLES, publicKeyOf, type KeySource, type PublicKeyTexts } from './key-material';

export interface KeyRowProps {
  n: number;
  source: KeySource;
  onChange: (next: KeySource) => void;
  onRemove: (() => void) | undefined;
  /** The keys the node says must sign, to mark this one against. */
  required: readonly string[] | undefined;
}

function isEmpty(s: KeySource): boolean {
  return s.kind === 'private' ? s.text.trim() === '' : s.password === '' || s.account === '';
}

/** The public key a typed secret gives, worked out as it is typed (null: not a key). */
function usePublicKey(source: KeySource): PublicKeyTexts | null | undefined {
  const [state, setState] = useState<{ for: KeySource; key: PublicKeyTexts | null }>();
  useEffect(() => {
    if (isEmpty(source)) return;
    let live = true;
    publicKeyOf(source).then(
      (key) => live && setState({ for: source, key }),
      // The error is not shown: its text could quote what was typed.
      () => live && setState({ for: source, key: null }),
    );
    return () => {
      live = false;
    };
  }, [source]);
  return state?.for === source ? state.key : undefined;
}

const SECRET_INPUT = {
  type: 'password',
  autoComplete: 'off',
  spellCheck: false,
  autoCapitalize: 'off',
  autoCorrect: 'off',
  'data-1p-ignore': true,
} as const;

/** One secret to sign with: a private key, or a Golos master password with account and role. */
export function KeyRow({ n, source, onChange, onRemove, required }: KeyRowProps) {
  const uid = useId();
  const key = usePublicKey(source);
  const needed = key && required?.some((r) => r === key.gls || r === key.eos || r === key.pub);
  return (
    <fieldset className="space-y-2 rounded-md border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">
        <Trans>Key {n}</Trans>
      </legend>
      <div className="flex flex-wrap gap-3 text-sm">
        <label className="flex items-center gap-1">
          <input
            type="radio"
            name={`${uid}-kind`}
            checked={source.kind === 'private'}
            onChange={() => onChange({ kind: 'private', text: '' })}
          />
          <Trans>Private key</Trans>
        </label>
        <label className="flex items-center gap-1">
          <input
            type="radio"
            name={`${uid}-kind`}
            checked={source.kind === 'password'}
            onChange={() =>
              onChange({ kind: 'password', account: '', role: 'active', password: '' })
            }
          />
          <Trans>Golos master password</Trans>
        </label>
      </div>
      {source.kind === 'private' ? (
        <div>
          <label htmlFor={`${uid}-key`} className="block text-sm font-medium">
            <Trans>Private key {n}</Trans>
          </label>
          <input
            id={`${uid}-key`}
            className={INPUT}
            {...SECRET_INPUT}
            placeholder="5K… / PVT_K1_…"
            value={source.text}
            onChange={(e) => onChange({ kind: 'private', text: e.target.value })}
          />
        </div>
      ) : (
        <div className="grid gap-2 sm:grid-cols-3">
          <label className="block text-sm font-medium">
            <Trans>Account</Trans>
            <input
              className={INPUT}
              autoComplete="off"
              spellCheck={false}
              value={source.account}
              onChange={(e) => onChange({ ...source, account: e.target.value })}
            />
          </label>
          <label className="block text-sm font-medium">
            <Trans>Role</Trans>
            <select
              className={INPUT}
              value={source.role}
              onChange={(e) => onChange({ ...source, role: e.target.value })}
            >
              {PASSWORD_ROLES.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-medium">
            <Trans>Master password</Trans>
            <input
              className={INPUT}
              {...SECRET_INPUT}
              value={source.password}
              onChange={(e) => onChange({ ...source, password: e.target.value })}
            />
          </label>
        </div>
      )}
      <p aria-live="polite" className="text-sm break-all">
        {isEmpty(source) ? null : key === undefined ? (
          t`Working out its public key…`
        ) : key === null ? (
          <span className="text-red-800 dark:text-red-300">
            <Trans>Not a private key (WIF 5… or PVT_K1_…).</Trans>
          </span>
        ) : (
          <>
            <Trans>Public key:</Trans> <span className="font-mono">{key.gls}</span>{' '}
            {required === undefined ? null : needed ? (
              <span className="text-emerald-800 dark:text-emerald-300">
                <Trans>(one of the required keys)</Trans>
              </span>
            ) : (
              <span className="text-amber-900 dark:text-amber-200">
                <Trans>(not one of the required keys)</Trans>
              </span>
            )}
          </>
        )}
      </p>
      {onRemove ? (
        <button type="button" className={BUTTON} onClick={onRemove}>
          <Trans>Remove key {n}</Trans>
        </button>
      ) : null}
    </fieldset>
  );
}
