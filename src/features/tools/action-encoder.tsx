import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Abi } from '@/api/node-client';
import { isJsonObject } from '@/api/schemas/common';
import { ErrorPanel } from '@/components/errors/error-panel';
import { CopyButton } from '@/components/ui/copy-button';
import { JsonView } from '@/components/ui/json-view';
import { useNodeClient } from '@/lib/node-store';
import { paths } from '@/lib/paths';
import { CheckBadge } from './check-badge';
import { DraftInput } from './draft-input';
import { defaultDraft, draftToJson, type Draft } from './form-value';
import { encodeLocally, firstDifference } from './local-codec';
import { ALERT, BUTTON, INPUT, LINK, PRIMARY_BUTTON } from './styles';
import { addDraftAction, parseAuthorization } from './transaction-draft';
import { shapeOf } from './type-model';

export interface ActionEncoderProps {
  code: string;
  abi: Abi;
  action: string;
  /** Starting form value (e.g. decoded arguments to edit). */
  initialDraft?: Draft;
  /** Sends bytes to the decoder. */
  onDecode: (hex: string) => void;
}

/** The first name-typed argument with a value, for a default authorization (`alice@active`). */
function suggestedActor(abi: Abi, type: string, args: unknown): string {
  const shape = shapeOf(abi, type);
  if (shape.kind !== 'struct' || !isJsonObject(args)) return '';
  for (const f of shape.fields) {
    const v = args[f.name];
    const fs = shapeOf(abi, f.type);
    if (fs.kind === 'scalar' && fs.type === 'name' && typeof v === 'string' && v) return v;
  }
  return '';
}

/**
 * A form generated from the action's argument struct; encodes with the node (abi_json_to_bin)
 * and checks the node's bytes against the same arguments packed in the browser with the ABI.
 */
export function ActionEncoder({ code, abi, action, initialDraft, onDecode }: ActionEncoderProps) {
  const client = useNodeClient();
  const uid = useId();
  const type = abi.actions.find((a) => a.name === action)?.type ?? action;
  const [draft, setDraft] = useState<Draft>(() => initialDraft ?? defaultDraft(abi, type));
  const [tried, setTried] = useState(false);
  const [authText, setAuthText] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const { value: args, problems } = draftToJson(abi, type, draft);
  const errors = new Map(tried ? problems.map((p) => [p.path, p.message] as const) : []);

  const encode = useMutation({
    mutationFn: async (input: Record<string, unknown>) => {
      const [hex, local] = await Promise.all([
        client.abiJsonToBin(code, action, input),
        encodeLocally(abi, type, input),
      ]);
      return { hex, local, args: input };
    },
  });

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setAdded(null);
    if (problems.length > 0 || !isJsonObject(args)) return;
    encode.mutate(args);
  };

  const result = encode.data;
  const diff = result?.local.ok ? firstDifference(result.hex, result.local.value) : -1;
  const authDefault = (() => {
    const actor = suggestedActor(abi, type, args);
    return actor ? `${actor}@active` : '';
  })();
  const auth = authText ?? authDefault;
  const levels = parseAuthorization(auth);

  const handleAdd = () => {
    if (!result || !levels) return;
    const count = addDraftAction({
      account: code,
      name: action,
      authorization: levels,
      data: result.args,
      hex: result.hex,
    });
    setAdded(
      plural(count, {
        one: `${code}::${action} added: # action waits in the transaction inspector.`,
        other: `${code}::${action} added: # actions wait in the transaction inspector.`,
      }),
    );
  };

  return (
    <div className="space-y-4">
      <form
        onSubmit={handleSubmit}
        noValidate
        aria-label={t`Arguments of ${action}`}
        className="space-y-3"
      >
        {tried && problems.length > 0 ? (
          <div role="alert" className={ALERT}>
            <p className="font-semibold">
              <Trans>Nothing was sent: fix these arguments first.</Trans>
            </p>
            <ul className="mt-1 list-disc pl-5">
              {problems.map((p) => (
                <li key={`${p.path}:${p.message}`}>
                  <span className="font-mono">{p.path}</span> {p.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <DraftInput
          abi={abi}
          type={type}
          value={draft}
          onChange={setDraft}
          label={action}
          path=""
          idPrefix={uid}
          errors={errors}
        />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={PRIMARY_BUTTON} disabled={encode.isPending}>
            {encode.isPending ? t`Encoding…` : t`Encode`}
          </button>
          <span className="text-xs text-slate-600 dark:text-slate-300">
            <Trans>
              Sends the arguments to the node (abi_json_to_bin), then packs them in the browser too.
            </Trans>
          </span>
        </div>
        <JsonView value={args} label={t`Arguments as JSON`} />
      </form>

      {encode.isError ? (
        <ErrorPanel error={encode.error} what={t`${code}::${action} encoded by the node`} />
      ) : null}

      {result ? (
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
          <p>
            {result.local.ok ? (
              diff === -1 ? (
                <CheckBadge state="match">
                  <Trans>Matches the ABI: the browser packs the same bytes</Trans>
                </CheckBadge>
              ) : (
                <CheckBadge state="differ">
                  <Trans>Differs from the browser’s packing at byte {diff}</Trans>
                </CheckBadge>
              )
            ) : (
              <CheckBadge state="unchecked">
                <Trans>
                  Not checked: the browser could not pack these arguments ({result.local.message})
                </Trans>
              </CheckBadge>
            )}
          </p>
          {result.local.ok && diff !== -1 ? (
            <p className="text-sm">
              <Trans>Browser:</Trans>{' '}
              <span className="font-mono break-all">{result.local.value}</span>
            </p>
          ) : null}
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
                onChange={(e) => {
                  setAuthText(e.target.value);
                  setAdded(null);
                }}
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
              onClick={handleAdd}
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
      ) : null}
    </div>
  );
}
