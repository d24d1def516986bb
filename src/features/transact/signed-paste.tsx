import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { isJsonObject } from '@/api/json-object';
import type { PackedTransactionBody } from '@/api/schemas/push';
import { ALERT, BUTTON, INPUT } from '@/components/ui/form-styles';
import { PushPanel } from './push-panel';

/** A packed_transaction as pasted, or why it is not one. */
function readSignedText(text: string): PackedTransactionBody | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return t`Not JSON.`;
  }
  if (!isJsonObject(value)) return t`Paste a JSON object with signatures and packed_trx.`;
  const v = value;
  const sigs = v['signatures'];
  if (!Array.isArray(sigs) || sigs.length === 0 || !sigs.every((s) => typeof s === 'string')) {
    return t`“signatures” must list at least one signature (SIG_K1_…).`;
  }
  const packed = v['packed_trx'];
  if (typeof packed !== 'string' || !/^([0-9a-fA-F]{2})+$/.test(packed)) {
    return t`“packed_trx” must be the packed transaction in hex.`;
  }
  const compression = v['compression'] === 'zlib' || v['compression'] === 1 ? 'zlib' : 'none';
  const cfd = v['packed_context_free_data'];
  return {
    signatures: sigs.map(String),
    compression,
    packed_context_free_data: typeof cfd === 'string' ? cfd : '',
    packed_trx: packed,
  };
}

/** A transaction signed elsewhere, pasted and broadcast as it is. */
export function SignedPaste() {
  const uid = useId();
  const [text, setText] = useState('');
  const [body, setBody] = useState<PackedTransactionBody | string | null>(null);
  return (
    <div className="space-y-3">
      <label htmlFor={`${uid}-signed`} className="block text-sm font-medium">
        <Trans>Signed transaction (JSON with signatures and packed_trx)</Trans>
      </label>
      <textarea
        id={`${uid}-signed`}
        rows={6}
        className={INPUT}
        spellCheck={false}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setBody(null);
        }}
      />
      <button type="button" className={BUTTON} onClick={() => setBody(readSignedText(text))}>
        <Trans>Read it</Trans>
      </button>
      {typeof body === 'string' ? (
        <p role="alert" className={ALERT}>
          {body}
        </p>
      ) : body ? (
        <PushPanel key={text} body={body} />
      ) : null}
    </div>
  );
}
