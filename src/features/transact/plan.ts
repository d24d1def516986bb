import { t } from '@lingui/core/macro';
import type { Abi, PermissionLevel } from '@/api/node-client';
import { isAccountName } from '@/api/chain-refs';
import { isJsonObject } from '@/api/json-object';
import {
  draftToJson,
  isVariantDraft,
  jsonToDraft,
  type Draft,
  type DraftProblem,
} from '@/components/abi-form/form-value';
import type { DraftActionRef, PushDraft } from '@/lib/push-draft';

/** An action ready to pack: its contract's ABI, the type of its arguments, and their JSON. */
export interface PlannedAction {
  account: string;
  name: string;
  authorization: PermissionLevel[];
  abi: Abi;
  /** The struct of its arguments in `abi`. */
  type: string;
  args: Record<string, unknown>;
}

/** Why one action of the draft cannot be packed yet (n counts from 1). */
export interface ActionProblem {
  n: number;
  message: string;
  /** Arguments that are missing or malformed, by path. */
  args: DraftProblem[];
}

/**
 * cyber::providebw, a native action of CyberWay (cyberway_contract_types.hpp: `providebw
 * {provider, account}`, requiring the provider's authority): the provider's stake pays for the
 * account's bandwidth in this transaction. A chain whose `cyber` ABI does not list it still runs
 * it natively, so its packing is built in here.
 */
export const PROVIDEBW_ABI: Abi = {
  version: 'cyberway::abi/1.1',
  types: [],
  structs: [
    {
      name: 'providebw',
      base: '',
      fields: [
        { name: 'provider', type: 'name' },
        { name: 'account', type: 'name' },
      ],
    },
  ],
  actions: [{ name: 'providebw', type: 'providebw', ricardian_contract: '' }],
  events: [],
  tables: [],
  ricardian_clauses: [],
  error_messages: [],
  abi_extensions: [],
  variants: [],
  action_results: [],
};

/** `alice@active, bob@owner` → permission levels; null when any part is not actor@permission. */
export function readAuthorization(text: string): PermissionLevel[] | null {
  const levels: PermissionLevel[] = [];
  for (const part of text.split(/[\s,]+/).filter(Boolean)) {
    const [actor = '', permission = '', extra] = part.split('@');
    if (extra !== undefined || !isAccountName(actor) || !isAccountName(permission)) return null;
    levels.push({ actor, permission });
  }
  return levels;
}

/** The form's value as the address keeps it: variants as `[type, value]` pairs, text as typed. */
export function looseJson(draft: Draft): unknown {
  if (Array.isArray(draft)) return draft.map(looseJson);
  if (isVariantDraft(draft)) return [draft.$type, looseJson(draft.value)];
  if (isJsonObject(draft)) {
    return Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, looseJson(v)]));
  }
  return draft;
}

/** The type of an action's arguments in its ABI; undefined for an action it does not have. */
export function actionType(abi: Abi, name: string): string | undefined {
  return abi.actions.find((a) => a.name === name)?.type;
}

/** The form's value of an action's arguments from the draft's JSON. */
export function argsDraft(abi: Abi, ref: DraftActionRef): Draft {
  return jsonToDraft(abi, actionType(abi, ref.name) ?? ref.name, ref.data);
}

function planOne(
  ref: DraftActionRef,
  n: number,
  abi: Abi | null | undefined,
): PlannedAction | ActionProblem {
  const fail = (message: string, args: DraftProblem[] = []) => ({ n, message, args });
  if (!isAccountName(ref.account)) return fail(t`Choose the contract account.`);
  if (abi === undefined) return fail(t`The ABI of ${ref.account} is not loaded yet.`);
  if (abi === null) return fail(t`${ref.account} has no ABI: its actions cannot be packed.`);
  const type = actionType(abi, ref.name);
  if (!type)
    return fail(ref.name ? t`${ref.account} has no action “${ref.name}”.` : t`Choose the action.`);
  const authorization = readAuthorization(ref.auth);
  const { value, problems } = draftToJson(abi, type, argsDraft(abi, ref));
  if (problems.length > 0 || !isJsonObject(value)) return fail(t`Fix the arguments.`, problems);
  if (!authorization)
    return fail(t`Write the authorization as actor@permission (e.g. alice@active).`);
  if (authorization.length === 0) return fail(t`Add the authorization (actor@permission).`);
  return { account: ref.account, name: ref.name, authorization, abi, type, args: value };
}

/** The bandwidth provider's actions: one providebw for each other account that authorizes. */
function providerActions(
  provider: string,
  planned: PlannedAction[],
): PlannedAction[] | ActionProblem {
  const [level] = readAuthorization(provider) ?? [];
  if (!level) {
    return { n: 0, message: t`Write the bandwidth provider as actor@permission.`, args: [] };
  }
  const actors = [...new Set(planned.flatMap((a) => a.authorization.map((l) => l.actor)))];
  return actors
    .filter((actor) => actor !== level.actor)
    .map((account) => ({
      account: 'cyber',
      name: 'providebw',
      authorization: [level],
      abi: PROVIDEBW_ABI,
      type: 'providebw',
      args: { provider: level.actor, account },
    }));
}

export type Plan =
  { ok: true; actions: PlannedAction[] } | { ok: false; problems: ActionProblem[] };

/**
 * Every action of the draft checked and its arguments read with its contract's ABI (`abis` by
 * account: undefined while loading, null when the account has none), providebw first when a
 * provider pays.
 */
export function planDraft(
  draft: PushDraft,
  abis: ReadonlyMap<string, Abi | null | undefined>,
): Plan {
  if (draft.actions.length === 0) {
    return { ok: false, problems: [{ n: 0, message: t`Add an action.`, args: [] }] };
  }
  const results = draft.actions.map((ref, i) => planOne(ref, i + 1, abis.get(ref.account)));
  const problems = results.filter((r): r is ActionProblem => 'message' in r);
  const planned = results.filter((r): r is PlannedAction => !('message' in r));
  if (problems.length > 0) return { ok: false, problems };
  if (!draft.provider) return { ok: true, actions: planned };
  const provided = providerActions(draft.provider, planned);
  if (!Array.isArray(provided)) return { ok: false, problems: [provided] };
  return { ok: true, actions: [...provided, ...planned] };
}
