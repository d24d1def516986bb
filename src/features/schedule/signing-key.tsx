import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CopyButton } from '@/components/ui/copy-button';

export interface SigningKeyProps {
  value: string | undefined;
  /** Whose key, for the copy button's name. */
  owner: string;
}

/** A public key in full (it wraps), with a copy button. */
export function SigningKey({ value, owner }: SigningKeyProps) {
  if (!value) {
    return (
      <span className="text-slate-500 dark:text-slate-400">
        <Trans>no key</Trans>
      </span>
    );
  }
  return (
    <span className="font-mono text-xs break-all">
      {value}
      <CopyButton value={value} label={t`signing key of ${owner}`} />
    </span>
  );
}
