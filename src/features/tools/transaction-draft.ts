import { z } from '@/api/zod';

/** An action made with the encoder, waiting to go into a transaction in the inspector. */
export const draftActionSchema = z.object({
  account: z.string(),
  name: z.string(),
  authorization: z.array(z.object({ actor: z.string(), permission: z.string() })),
  /** The JSON arguments as encoded. */
  data: z.record(z.string(), z.unknown()),
  /** binargs from abi_json_to_bin. */
  hex: z.string(),
});
export type DraftAction = z.infer<typeof draftActionSchema>;

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
    const parsed = z.array(draftActionSchema).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
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
