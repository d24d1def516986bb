import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { validateEndpoint } from './peer-state';

export type PeerAction = 'connect' | 'disconnect';

export interface PeerAddressFormProps {
  /** Called with a checked address; the page asks for confirmation before acting. */
  onRequest: (action: PeerAction, endpoint: string) => void;
  disabled?: boolean;
}

const BUTTON =
  'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:opacity-60';

/** An address field to connect the node to a peer, or to drop a connection by address. */
export function PeerAddressForm({ onRequest, disabled }: PeerAddressFormProps) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const problemId = useId();
  const helpId = useId();

  const request = (action: PeerAction) => {
    const issue = validateEndpoint(value);
    setProblem(issue);
    if (!issue) onRequest(action, value.trim());
  };

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    request('connect');
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <label htmlFor={inputId} className="block text-sm font-medium">
        <Trans>Peer address</Trans>
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={inputId}
          type="text"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            if (problem) setProblem(null);
          }}
          placeholder={t`host:port`}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${helpId} ${problemId}` : helpId}
          className="min-w-0 flex-1 basis-56 rounded-md border border-slate-300 bg-white px-3 py-1.5 font-mono text-sm focus-visible:border-teal-600 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:bg-slate-900"
        />
        <button
          type="submit"
          disabled={disabled}
          className={`${BUTTON} bg-teal-700 text-white hover:bg-teal-800 dark:bg-teal-700 dark:hover:bg-teal-800`}
        >
          <Trans>Connect…</Trans>
        </button>
        <button
          type="button"
          disabled={disabled}
          onClick={() => request('disconnect')}
          className={`${BUTTON} border border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800`}
        >
          <Trans>Disconnect…</Trans>
        </button>
      </div>
      <p id={helpId} className="mt-1 text-xs text-slate-600 dark:text-slate-300">
        <Trans>
          The peer’s p2p address as host:port, for example 10.0.0.5:9876. Both actions ask for
          confirmation first.
        </Trans>
      </p>
      {problem ? (
        <p id={problemId} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
