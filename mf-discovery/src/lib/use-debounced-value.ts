import { useEffect, useState } from 'react';

/** A search field waits this long after the last key before its text asks the server. */
const TYPING_DEBOUNCE_MS = 300;

/** `value`, once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = TYPING_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
