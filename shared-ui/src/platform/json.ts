import type { Json } from './database';

/**
 * Reading jsonb that a view or function built with jsonb_build_object. The generated types see
 * jsonb as any JSON; these give the fields their TypeScript types without a cast, and a missing or
 * mistyped field its empty value instead of a crash.
 */
export type JsonRecord = { [key: string]: Json | undefined };

export const isJsonRecord = (value: Json | undefined): value is JsonRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The objects of a jsonb array (anything else gives []). */
export const jsonRecords = (value: Json | null | undefined): JsonRecord[] => (Array.isArray(value) ? value.filter(isJsonRecord) : []);

export const jsonNumber = (value: Json | undefined): number => (typeof value === 'number' ? value : 0);

export const jsonText = (value: Json | undefined): string => (typeof value === 'string' ? value : '');

export const jsonTextOrNull = (value: Json | undefined): string | null => (typeof value === 'string' ? value : null);

export const jsonNumberOrNull = (value: Json | undefined): number | null => (typeof value === 'number' ? value : null);
