import { useId } from 'react';

export interface FieldIds {
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** Space-separated ids for aria-describedby, or undefined when there is nothing to describe. */
  describedBy: string | undefined;
}

/** Ids that tie a control to its hint and error text. */
export function useFieldIds(
  idProp: string | undefined,
  hasHint: boolean,
  hasError: boolean,
  extraDescribedBy?: string,
): FieldIds {
  const generated = useId();
  const id = idProp ?? `campo-${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const hintId = hasHint ? `${id}-dica` : undefined;
  const errorId = hasError ? `${id}-erro` : undefined;
  const describedBy = [extraDescribedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}
