import { useSearchParams } from 'react-router';

/**
 * A list kept in the address (`?key=a,b`), so what someone added to a panel survives a reload and
 * a shared link; setting it neither scrolls the page nor keeps an empty `?key=`.
 */
export function useListParam(
  key: string,
  parse: (value: string | null) => string[],
): [string[], (list: string[]) => void] {
  const [params, setParams] = useSearchParams();
  const set = (list: string[]) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (list.length) next.set(key, list.join(','));
        else next.delete(key);
        return next;
      },
      { preventScrollReset: true },
    );
  };
  return [parse(params.get(key)), set];
}
