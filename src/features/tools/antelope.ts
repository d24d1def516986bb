import type * as Antelope from '@wharfkit/antelope';

/** The ABI serializer, loaded on first use only (it is heavy; no first page needs it). */
let loading: Promise<typeof Antelope> | null = null;

export function loadAntelope(): Promise<typeof Antelope> {
  loading ??= import('@wharfkit/antelope').catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}
