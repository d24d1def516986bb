import { useEffect, useState } from 'react';
import type { Abi } from '@/api/node-client';
import { retryableImport } from '@/api/retryable-import';
import type { RowDecoder } from './row-decoder';

// The decoder comes with the serializer it loads: neither is needed to show JSON rows. After a
// failed download, decoding again (the checkbox) downloads both anew.
const loadRowDecoder = retryableImport(() => import('./row-decoder'));

export type RowDecoderState =
  | { status: 'off' }
  | { status: 'loading' }
  | { status: 'ready'; decode: RowDecoder }
  | { status: 'failed'; message: string };

/** Loads the serializer and builds a row decoder once decoding is asked for. */
export function useRowDecoder(abi: Abi, rowType: string, enabled: boolean): RowDecoderState {
  const [state, setState] = useState<{ abi: Abi; rowType: string; s: RowDecoderState } | null>(
    null,
  );
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadRowDecoder()
      .then(({ createRowDecoder }) => createRowDecoder(abi, rowType))
      .then(
        (decode) => {
          if (live) setState({ abi, rowType, s: { status: 'ready', decode } });
        },
        (e: unknown) => {
          if (live) {
            setState({
              abi,
              rowType,
              s: { status: 'failed', message: e instanceof Error ? e.message : String(e) },
            });
          }
        },
      );
    return () => {
      live = false;
    };
  }, [abi, rowType, enabled]);
  if (!enabled) return { status: 'off' };
  if (state && state.abi === abi && state.rowType === rowType) return state.s;
  return { status: 'loading' };
}
