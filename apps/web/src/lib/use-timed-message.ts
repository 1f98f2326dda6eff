import { useEffect, useRef, useState } from 'react';
import { BANNER_DISPLAY_MS } from '@ironmatch/contracts/site-rules';

/** Calls `clear` once a shown message has been visible for 5 seconds (spec 9: banners and alerts). */
export function useClearAfter(message: unknown, clear: () => void, ms = BANNER_DISPLAY_MS): void {
  const clearRef = useRef(clear);
  useEffect(() => {
    clearRef.current = clear;
  });
  useEffect(() => {
    if (!message) return;
    // The timer restarts only when the message itself changes.
    const timer = setTimeout(() => clearRef.current(), ms);
    return () => clearTimeout(timer);
  }, [message, ms]);
}

/** A message that disappears 5 seconds after it is set. */
export function useTimedMessage<T>(initial: T | null = null): [T | null, (value: T | null) => void] {
  const [value, setValue] = useState<T | null>(initial);
  useClearAfter(value, () => setValue(null));
  return [value, setValue];
}
