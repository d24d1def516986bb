import { useEffect, useState } from 'react';

/**
 * A hook for a module that only some moments need (the words of an error, say): the first
 * component that wants it fetches it, later ones have it at once. `failed`: it could not be had
 * this time; the next component that wants it asks again.
 */
export function lazyModuleHook<M>(
  load: () => Promise<M>,
): (wanted: boolean) => M | null | 'failed' {
  let loaded: M | null = null;
  return function useLazyModule(wanted) {
    const [state, setState] = useState<M | null | 'failed'>(loaded);
    useEffect(() => {
      if (loaded || !wanted) return;
      let live = true;
      load().then(
        (module) => {
          loaded = module;
          if (live) setState(module);
        },
        () => {
          if (live) setState('failed');
        },
      );
      return () => {
        live = false;
      };
    }, [wanted]);
    return loaded ?? state;
  };
}
