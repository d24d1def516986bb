import { useEffect, useState } from 'react';
import { decodePackedTransaction, type UnpackResult } from './decode-packed-transaction';

/** Unpacks hex transaction bytes in the browser; undefined while the serializer loads. */
export function useUnpackedTransaction(hex: string): UnpackResult | undefined {
  const [result, setResult] = useState<{ hex: string; value: UnpackResult } | undefined>();

  useEffect(() => {
    let isCurrent = true;
    void decodePackedTransaction(hex).then((value) => {
      if (isCurrent) setResult({ hex, value });
    });
    return () => {
      isCurrent = false;
    };
  }, [hex]);

  return result?.hex === hex ? result.value : undefined;
}
