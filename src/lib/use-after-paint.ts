import { useEffect, useState } from 'react';

/**
 * True once the frame holding the first render has been painted. A timer set on mount is not
 * enough: the browser may run it before that frame, and then the work it lets in delays the paint
 * it meant to follow. A timer set from the frame's own animation callback runs after it. A hidden
 * page paints no frames: there the timer alone.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      timer = setTimeout(() => setPainted(true), 0);
    };
    const visible =
      document.visibilityState === 'visible' && typeof requestAnimationFrame === 'function';
    const frame = visible ? requestAnimationFrame(settle) : undefined;
    if (!visible) settle();
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
