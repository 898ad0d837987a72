import { useCallback, useState } from 'react';

const PREFIX = 'loja-praia:';

function read<T extends string | number>(key: string, allowed: readonly T[], fallback: T): T {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    const found = allowed.find((value) => String(value) === raw);
    return found ?? fallback;
  } catch {
    // Private mode or storage disabled: the choice just isn't remembered.
    return fallback;
  }
}

/**
 * A choice remembered per list across visits (the cards/lista view, the page size), kept in
 * localStorage under `loja-praia:<key>`. Only values in `allowed` are ever read back.
 */
export function useRememberedState<T extends string | number>(key: string, allowed: readonly T[], fallback: T) {
  const [value, setValue] = useState<T>(() => read(key, allowed, fallback));
  const remember = useCallback(
    (next: T) => {
      setValue(next);
      try {
        window.localStorage.setItem(PREFIX + key, String(next));
      } catch {
        // Not remembered; the choice still applies to this visit.
      }
    },
    [key],
  );
  return [value, remember] as const;
}
