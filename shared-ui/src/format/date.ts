import { format, isValid, parseISO } from 'date-fns';

export type DateInput = Date | string | number | null | undefined;

/** Parses a Date, epoch ms or ISO string. Date-only strings ("2024-03-05") are read as local dates. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : typeof value === 'number' ? new Date(value) : parseISO(value);
  return isValid(date) ? date : null;
}

/** dd/MM/yyyy, e.g. "05/03/2024"; `fallback` (default "") for empty or invalid input. */
export function formatDate(value: DateInput, fallback = ''): string {
  const date = toDate(value);
  return date ? format(date, 'dd/MM/yyyy') : fallback;
}

/** dd/MM/yyyy HH:mm in 24 h local time, e.g. "05/03/2024 14:07". */
export function formatDateTime(value: DateInput, fallback = ''): string {
  const date = toDate(value);
  return date ? format(date, 'dd/MM/yyyy HH:mm') : fallback;
}

/** yyyy-MM-dd in local time, the value an <input type="date"> expects. */
export function toISODate(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, 'yyyy-MM-dd') : '';
}
