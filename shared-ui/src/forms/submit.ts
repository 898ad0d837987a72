import type { FormikErrors, FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { toast } from '../components/Toast';
// type only: the platform (a federation singleton) stays out of the stateless entry
import type { ApiError } from '../platform/api';

/** PostgreSQL error codes PostgREST passes through as `ApiError.code`. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_CHECK_VIOLATION = '23514';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

/**
 * The constraint an error names, or undefined: PostgREST's message is PostgreSQL's, e.g.
 * 'duplicate key value violates unique constraint "clientes_cpf_key"' or
 * 'new row for relation "clientes" violates check constraint "clientes_cpf_valido"'.
 */
export function constraintName(error: ApiError | null | undefined): string | undefined {
  if (!error) return undefined;
  const text = `${error.message ?? ''} ${error.details ?? ''}`;
  return /constraint "([^"]+)"/.exec(text)?.[1];
}

/**
 * A form's `fieldErrors` from the database's constraints: what to show under the fields when a save
 * breaks one, e.g. `constraintErrors({ clientes_cpf_unico: { cpf: 'Já existe um cliente com este CPF' } })`.
 */
export function constraintErrors<Errors>(byConstraint: Readonly<Record<string, Errors>>) {
  return (error: ApiError): Errors | undefined => {
    const constraint = constraintName(error);
    return constraint !== undefined && Object.hasOwn(byConstraint, constraint) ? byConstraint[constraint] : undefined;
  };
}

/** What `.unwrap()` throws (an ApiError from the queryFn wrapper) or anything else, as an ApiError. */
function asApiError(thrown: unknown): ApiError {
  if (typeof thrown === 'object' && thrown !== null && 'message' in thrown) return thrown as ApiError;
  return { message: typeof thrown === 'string' ? thrown : 'Erro inesperado' };
}

/** A toast's text: a string is the description (title 'Sucesso' / 'Erro'). */
export type ToastText = string | { title: ReactNode; description?: ReactNode };

export interface SubmitFormOptions<Values, Saved> {
  /** Saves the values and throws on failure: `(values) => updateCliente({ id, ...toRow(values) }).unwrap()`. */
  save: (values: Values) => Promise<Saved>;
  /** Success toast, from the feature's messages.ts. */
  success: ToastText | ((saved: Saved) => ToastText);
  /** Failure toast (destructive), from the feature's messages.ts. */
  failure: ToastText | ((error: ApiError) => ToastText);
  /** After a successful save and once the form is clean, e.g. `() => navigate('..')`. */
  onSaved?: (saved: Saved, values: Values) => void;
  /**
   * Known database errors as field messages, shown under the fields as well as the toast:
   * `(error) => constraintName(error) === 'clientes_cpf_key' ? { cpf: 'Já existe um cliente com este CPF' } : undefined`.
   */
  fieldErrors?: (error: ApiError) => FormikErrors<Values> | null | undefined;
}

function toToast(text: ToastText, fallbackTitle: string) {
  return typeof text === 'string' ? { title: fallbackTitle, description: text } : text;
}

/**
 * Formik's `onSubmit` for a register form. On success: success toast, the form marked
 * clean with what was saved (so the unsaved-changes prompt lets the person leave), then
 * `onSaved`. On failure: failure toast, every typed value kept, and the errors
 * `fieldErrors` recognises shown under their fields. Never throws.
 */
export function submitForm<Values, Saved = unknown>({
  save,
  success,
  failure,
  onSaved,
  fieldErrors,
}: SubmitFormOptions<Values, Saved>) {
  return async (values: Values, helpers: FormikHelpers<Values>): Promise<void> => {
    let saved: Saved;
    try {
      saved = await save(values);
    } catch (thrown) {
      const error = asApiError(thrown);
      toast({ ...toToast(typeof failure === 'function' ? failure(error) : failure, 'Erro'), variant: 'destructive' });
      const errors = fieldErrors?.(error);
      // Formik touched every field on submit, so the wrappers show these at once.
      if (errors && Object.keys(errors).length > 0) helpers.setErrors(errors);
      return;
    }
    toast({ ...toToast(typeof success === 'function' ? success(saved) : success, 'Sucesso'), variant: 'success' });
    helpers.resetForm({ values });
    onSaved?.(saved, values);
  };
}
