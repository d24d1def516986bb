import { isJsonObject, type JsonObject } from '@/api/json-object';

/** An action made with the encoder, waiting to go into a transaction in the inspector. */
export interface DraftAction {
  account: string;
  name: string;
  authorization: { actor: string; permission: string }[];
  /** The JSON arguments as encoded. */
  data: JsonObject;
  /** binargs from abi_json_to_bin. */
  hex: string;
}

// Checked by hand, not with a schema: reading this tab's own storage should not bring zod into
// the inspector's first load (~10 kB gzip).
function isDraftAction(value: unknown): value is DraftAction {
  if (!isJsonObject(value)) return false;
  const { account, name, authorization, data, hex } = value;
  return (
    typeof account === 'string' &&
    typeof name === 'string' &&
    typeof hex === 'string' &&
    isJsonObject(data) &&
    Array.isArray(authorization) &&
    authorization.every(
      (a) =>
        isJsonObject(a) && typeof a['actor'] === 'string' && typeof a['permission'] === 'string',
    )
  );
}

const KEY = 'cyberway-explorer:tools:actions';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Actions kept for this tab (sessionStorage), oldest first. */
export function readDraftActions(): DraftAction[] {
  const raw = storage()?.getItem(KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    // One broken entry (an older version's, a hand edit) drops the list, as a whole.
    return Array.isArray(parsed) && parsed.every(isDraftAction) ? parsed : [];
  } catch {
    return [];
  }
}

export function writeDraftActions(actions: DraftAction[]): void {
  const s = storage();
  if (!s) return;
  if (actions.length === 0) s.removeItem(KEY);
  else s.setItem(KEY, JSON.stringify(actions));
}

/** Adds an action; returns how many are kept now. */
export function addDraftAction(action: DraftAction): number {
  const next = [...readDraftActions(), action];
  writeDraftActions(next);
  return next.length;
}
