import { useSearchParams } from '@cerca/router';
import { useCallback } from 'react';

/**
 * Sets or removes (blank) some of the URL's search parameters, keeping the others, without a new
 * history entry: the filters of a page live in its URL, and typing must not fill Back.
 */
export function useUpdateParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, update] as const;
}
