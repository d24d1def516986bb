import { useEffect, useState } from 'react';
import { sha256Hex } from '@/api/bytes';

export type DigestState =
  | { status: 'pending' }
  | { status: 'done'; hex: string }
  | { status: 'unavailable' }
  | { status: 'failed'; message: string };

/** sha256 of `bytes`, computed in the browser (WebCrypto) whenever the bytes change. */
export function useSha256(bytes: Uint8Array | null | undefined): DigestState {
  const [state, setState] = useState<{ for: Uint8Array | null; digest: DigestState }>({
    for: null,
    digest: { status: 'pending' },
  });
  useEffect(() => {
    if (!bytes) return;
    let live = true;
    sha256Hex(bytes).then(
      (hex) => {
        if (live) {
          setState({
            for: bytes,
            digest: hex === null ? { status: 'unavailable' } : { status: 'done', hex },
          });
        }
      },
      (e: unknown) => {
        if (live) {
          setState({
            for: bytes,
            digest: { status: 'failed', message: e instanceof Error ? e.message : String(e) },
          });
        }
      },
    );
    return () => {
      live = false;
    };
  }, [bytes]);
  return bytes && state.for === bytes ? state.digest : { status: 'pending' };
}
