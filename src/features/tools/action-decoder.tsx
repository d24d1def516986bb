import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Abi } from '@/api/node-client';
import { ErrorPanel } from '@/components/errors/error-panel';
import { useNodeClient } from '@/lib/node-store';
import { CheckBadge } from '@/components/ui/check-badge';
import { decodeLocally, encodeLocally } from '@/lib/abi-codec';
import { firstDifference } from './local-codec';
import { BUTTON, INPUT, PRIMARY_BUTTON } from '@/components/ui/form-styles';

export interface ActionDecoderProps {
  code: string;
  abi: Abi;
  action: string;
  /** Bytes to start with; decoded at once when given. */
  initialHex?: string;
  /** Opens decoded arguments in the form. */
  onEdit: (args: unknown) => void;
}

/**
 * Decodes hex arguments with the node (abi_bin_to_json) and checks the answer in the browser:
 * the bytes unpack with the ABI, and the node's arguments pack back to the same bytes.
 */
export function ActionDecoder({ code, abi, action, initialHex = '', onEdit }: ActionDecoderProps) {
  const client = useNodeClient();
  const uid = useId();
  const type = abi.actions.find((a) => a.name === action)?.type ?? action;
  const [hex, setHex] = useState(initialHex);
  const [problem, setProblem] = useState<string | null>(null);

  const decode = useMutation({
    mutationFn: async (bytes: string) => {
      const [args, local] = await Promise.all([
        client.abiBinToJson(code, action, bytes),
        decodeLocally(abi, type, bytes),
      ]);
      const repacked = await encodeLocally(abi, type, args);
      return { bytes, args, local, repacked };
    },
  });
  const { mutate } = decode;

  useEffect(() => {
    if (initialHex) mutate(initialHex.trim().toLowerCase());
  }, [initialHex, mutate]);

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const bytes = hex.trim().replace(/^0x/i, '').toLowerCase();
    if (!/^([0-9a-f]{2})*$/.test(bytes)) {
      setProblem(t`The arguments must be hex: pairs of 0–9 and a–f digits.`);
      return;
    }
    setProblem(null);
    mutate(bytes);
  };

  const r = decode.data;
  const diff = r?.repacked.ok ? firstDifference(r.repacked.value, r.bytes) : -1;

  return (
    <div className="space-y-3">
      <form
        onSubmit={handleSubmit}
        noValidate
        aria-label={t`Decode ${action} arguments`}
        className="space-y-2"
      >
        <label htmlFor={`${uid}-hex`} className="block text-sm font-medium">
          <Trans>Packed arguments (hex)</Trans>
        </label>
        <textarea
          id={`${uid}-hex`}
          value={hex}
          onChange={(e) => setHex(e.target.value)}
          rows={3}
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${uid}-hex-error` : undefined}
          className={INPUT}
        />
        {problem ? (
          <p id={`${uid}-hex-error`} className="text-sm text-red-800 dark:text-red-300">
            {problem}
          </p>
        ) : null}
        <button type="submit" className={PRIMARY_BUTTON} disabled={decode.isPending}>
          {decode.isPending ? t`Decoding…` : t`Decode`}
        </button>
      </form>
      {decode.isError ? (
        <ErrorPanel error={decode.error} what={t`${code}::${action} decoded by the node`} />
      ) : null}
      {r ? (
        <section
          aria-labelledby={`${uid}-decoded`}
          className="space-y-2 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
        >
          <h3 id={`${uid}-decoded`} className="font-semibold">
            <Trans>Decoded arguments (abi_bin_to_json)</Trans>
          </h3>
          <pre className="max-h-80 overflow-auto rounded bg-slate-50 p-3 font-mono text-xs whitespace-pre-wrap dark:bg-slate-900">
            {typeof r.args === 'string' ? r.args : JSON.stringify(r.args, null, 2)}
          </pre>
          <p className="flex flex-wrap gap-2">
            {r.repacked.ok ? (
              diff === -1 ? (
                <CheckBadge state="match">
                  <Trans>Matches the ABI: the node’s arguments pack back to the same bytes</Trans>
                </CheckBadge>
              ) : (
                <CheckBadge state="differ">
                  <Trans>The node’s arguments pack to different bytes (from byte {diff})</Trans>
                </CheckBadge>
              )
            ) : (
              <CheckBadge state="unchecked">
                <Trans>
                  Not checked: the browser could not pack the node’s answer ({r.repacked.message})
                </Trans>
              </CheckBadge>
            )}
            {r.local.ok ? null : (
              <CheckBadge state="differ">
                <Trans>The browser cannot unpack these bytes: {r.local.message}</Trans>
              </CheckBadge>
            )}
          </p>
          <button type="button" className={BUTTON} onClick={() => onEdit(r.args)}>
            <Trans>Edit in the form</Trans>
          </button>
        </section>
      ) : null}
    </div>
  );
}
