import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { Abi } from '@/api/node-client';
import { isJsonObject } from '@/api/json-object';
import { ErrorPanel } from '@/components/errors/error-panel';
import { JsonView } from '@/components/ui/json-view';
import { useNodeClient } from '@/lib/node-store';
import { ArgumentProblems } from '@/components/abi-form/argument-problems';
import { DraftInput } from '@/components/abi-form/draft-input';
import { EncodedArguments } from './encoded-arguments';
import { defaultDraft, draftToJson, type Draft } from '@/components/abi-form/form-value';
import { encodeLocally } from '@/lib/abi-codec';
import type { EncodedAction } from './local-codec';
import { PRIMARY_BUTTON } from '@/components/ui/form-styles';
import { retryableImport } from '@/api/retryable-import';
import { parseAuthorization } from './authorization-text';
import { shapeOf } from '@/components/abi-form/type-model';

/** The drafts' store (with the schema that reads them back) loads when an action is added. */
const loadDraftStore = retryableImport(() => import('./transaction-draft'));

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
    mutationFn: async (input: Record<string, unknown>): Promise<EncodedAction> => {
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
  const authDefault = (() => {
    const actor = suggestedActor(abi, type, args);
    return actor ? `${actor}@active` : '';
  })();
  const auth = authText ?? authDefault;
  const levels = parseAuthorization(auth);

  const handleAdd = async () => {
    if (!result || !levels) return;
    const draft = { account: code, name: action, authorization: levels, hex: result.hex };
    try {
      const count = (await loadDraftStore()).addDraftAction({ ...draft, data: result.args });
      setAdded(
        plural(count, {
          one: `${code}::${action} added: # action waits in the transaction tool.`,
          other: `${code}::${action} added: # actions wait in the transaction tool.`,
        }),
      );
    } catch {
      setAdded(t`The transaction tool's code could not be downloaded: try again.`);
    }
  };

  return (
    <div className="space-y-4">
      <form
        onSubmit={handleSubmit}
        noValidate
        aria-label={t`Arguments of ${action}`}
        className="space-y-3"
      >
        {tried && problems.length > 0 ? <ArgumentProblems problems={problems} /> : null}
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
        <EncodedArguments
          result={result}
          idPrefix={uid}
          auth={auth}
          levels={levels}
          onAuthChange={(text) => {
            setAuthText(text);
            setAdded(null);
          }}
          onAdd={() => void handleAdd()}
          added={added}
          onDecode={onDecode}
        />
      ) : null}
    </div>
  );
}
