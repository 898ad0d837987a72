import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Local state for a control whose committed value lives elsewhere (the URL): typing or dragging
 * updates at once, the commit waits until the person pauses, and an outside change (back button,
 * Limpar filtros) replaces the local value. A pending commit never outlives a flush, so it cannot
 * re-apply a value after the person has moved on.
 */
export function useDebouncedValue<T>(committed: T, commit: (value: T) => void, delay = 350) {
  const [value, setValue] = useState(committed);
  // The latest `commit` and `committed`, updated before any effect below runs.
  const commitRef = useRef(commit);
  const committedRef = useRef(committed);
  useLayoutEffect(() => {
    commitRef.current = commit;
    committedRef.current = committed;
  });
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The last value this hook committed: when it comes back as `committed`, it is our own commit
  // echoing through the URL, not an outside change. On a slow phone the echo arrives after the person
  // has typed on, and replacing the field with it would drop those keystrokes ("aluguel" → "auguel").
  const ownCommit = useRef<string | null>(null);
  const send = (next: T) => {
    const key = JSON.stringify(next);
    // The same value as the URL's: nothing will come back.
    ownCommit.current = key === JSON.stringify(committedRef.current) ? null : key;
    commitRef.current(next);
  };
  const cancelPending = () => {
    if (pending.current) clearTimeout(pending.current);
    pending.current = null;
  };

  // Compared by content: callers may pass a fresh object each render.
  const committedKey = JSON.stringify(committed);
  useEffect(() => {
    const own = ownCommit.current;
    ownCommit.current = null;
    if (committedKey === own) return;
    // The outside change wins over what was still waiting to be committed.
    cancelPending();
    setValue(committedRef.current);
  }, [committedKey]);

  useEffect(() => cancelPending, []);

  const change = (next: T) => {
    setValue(next);
    cancelPending();
    pending.current = setTimeout(() => {
      pending.current = null;
      send(next);
    }, delay);
  };

  /** Commits the current value now (Enter in a search box) and drops the pending commit. */
  const flush = () => {
    cancelPending();
    send(value);
  };

  return [value, change, flush] as const;
}
