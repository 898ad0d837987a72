export { Field, FieldLabel, FieldError } from './Field';
export type { FieldProps } from './Field';
export { useFieldIds } from './useFieldIds';
export type { FieldIds } from './useFieldIds';
